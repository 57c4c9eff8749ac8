import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CALCULATORS, calculatorKey } from '../../../src/rulesets/calculators.ts';
import { calc } from '../cli/calc.ts';

/**
 * Issue 14: "cards and creatures are named in the output by the names entered, not by index". Every README example
 * enters a name for each card, creature, NPC and effect; the answer (text and --json) must use those names and never
 * fall back to a place in a list.
 */

const dirOf = (key: string) => new URL(`../../../src/rulesets/${key}/`, import.meta.url);

function examples(key: string): { file: string; input: unknown }[] {
  return readdirSync(dirOf(key))
    .filter((file) => /^example(-[a-z0-9-]+)?-input\.json$/.test(file))
    .map((file) => ({ file, input: JSON.parse(readFileSync(new URL(file, dirOf(key)), 'utf8')) as unknown }));
}

/** Every non-empty `name` the input holds (cards, creatures, NPCs, Juntas, effects). */
function namesEntered(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(namesEntered);
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) =>
    key === 'name' && typeof child === 'string' && child.trim() ? [child.trim()] : namesEntered(child),
  );
}

/** "Card 2", "creature #1", "NPC 3", "Junta 2's …": a thing named by its place in a list. */
const BY_PLACE = /\b(card|creature|npc|effect|change) ?#?\d+\b|#\d+\b/i;

const cases = CALCULATORS.flatMap((c) =>
  examples(calculatorKey(c)).map(
    ({ file, input }) => [`${calculatorKey(c)} ${file}`, calculatorKey(c), input] as const,
  ),
);

describe('answers name what was entered by its name, not by its place in a list', () => {
  it.each(cases)('%s', async (_name, key, input) => {
    const names = namesEntered(input);
    const text = await calc([key], JSON.stringify(input));
    const json = await calc([key, '--json'], JSON.stringify(input));
    expect(text.code).toBe(0);
    expect(json.code).toBe(0);
    expect(text.stdout).not.toMatch(BY_PLACE);
    expect(json.stdout).not.toMatch(BY_PLACE);
    for (const name of names) expect(text.stdout, `the text answer names "${name}"`).toContain(name);
  });
});
