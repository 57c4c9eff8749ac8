import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CALCULATORS, calculatorKey } from '../../../src/rulesets/calculators.ts';
import { calc } from '../cli/calc.ts';

/**
 * Issue 14: "fields that don't matter at the current step may be omitted (defaults documented)". Every calculator's
 * README has a "Fields you may omit" table (field, default, when); the calculator must agree with it both ways: each
 * field listed may be left out of a README example and `npm run calc` answers as with the default written in, and
 * each field not listed is refused when left out ("Every other field is required").
 */

const dirOf = (key: string) => new URL(`../../../src/rulesets/${key}/`, import.meta.url);

interface Omittable {
  /** `creatures[].rageBonus`: `[]` is every item of a list. */
  field: string;
  fallback: unknown;
  /** "always", or the condition in words ("except at the Withdrawal step"). */
  when: string;
}

/** The README's "Fields you may omit" table; null when the README has no such section. */
function omittable(key: string): Omittable[] | null {
  const readme = readFileSync(new URL('README.md', dirOf(key)), 'utf8');
  const start = readme.indexOf('\n### Fields you may omit\n');
  if (start === -1) return null;
  const section = readme.slice(start + 1).split(/\n#{2,3} /)[0] ?? '';
  return section
    .split('\n')
    .filter((line) => /^\| `/.test(line))
    .map((line) => {
      const [field, fallback, when] = line
        .split('|')
        .slice(1, 4)
        .map((cell) => cell.trim());
      return {
        field: (field ?? '').replace(/`/g, ''),
        fallback: JSON.parse((fallback ?? '').replace(/`/g, '')) as unknown,
        when: when ?? '',
      };
    });
}

/** The example inputs next to the calculator (example[-name]-input.json), parsed. */
function examples(key: string): { file: string; input: unknown }[] {
  return readdirSync(dirOf(key))
    .filter((file) => /^example(-[a-z0-9-]+)?-input\.json$/.test(file))
    .map((file) => ({ file, input: JSON.parse(readFileSync(new URL(file, dirOf(key)), 'utf8')) as unknown }));
}

type Json = Record<string, unknown>;
const isRecord = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * A copy of `input` with `edit` applied to every object that holds the last segment of `path` (through every item
 * of each `[]` list); `count` is how many were edited.
 */
function editAt(
  input: unknown,
  path: string,
  edit: (holder: Json, key: string) => void,
): { copy: unknown; count: number } {
  const copy = structuredClone(input);
  const segments = path.split('.');
  let count = 0;
  const walk = (value: unknown, i: number): void => {
    const segment = segments[i] as string;
    const list = segment.endsWith('[]');
    const key = list ? segment.slice(0, -2) : segment;
    if (!isRecord(value) || !(key in value)) return;
    if (i === segments.length - 1) {
      edit(value, key);
      count++;
    } else if (list && Array.isArray(value[key])) for (const item of value[key] as unknown[]) walk(item, i + 1);
    else if (!list) walk(value[key], i + 1);
  };
  walk(copy, 0);
  return { copy, count };
}

const without = (input: unknown, path: string) => editAt(input, path, (holder, key) => delete holder[key]);
const withValue = (input: unknown, path: string, value: unknown) =>
  editAt(input, path, (holder, key) => (holder[key] = structuredClone(value)));

/** Every field path an input holds (`juntas[].ifPassed.kills`), lists' items merged under `[]`. */
function fieldPaths(value: unknown, prefix = ''): Set<string> {
  const paths = new Set<string>();
  if (!isRecord(value)) return paths;
  for (const [key, child] of Object.entries(value)) {
    const path = prefix ? `${prefix}.${key}` : key;
    paths.add(path);
    const nested = Array.isArray(child)
      ? child.map((item) => fieldPaths(item, `${path}[]`))
      : [fieldPaths(child, path)];
    for (const set of nested) for (const p of set) paths.add(p);
  }
  return paths;
}

/** `juntas[].votes` is keyed by creature id: its keys are data (a creature not listed abstains), not fields. */
const DATA_KEYED: [string, string][] = [['rage-2018/junta', 'juntas[].votes']];

const answer = async (key: string, input: unknown) => calc([key, '--json'], JSON.stringify(input));

describe.each(CALCULATORS.map((c) => [calculatorKey(c)] as const))(
  '%s: fields that may be omitted are documented, with their defaults',
  (key) => {
    const rows = omittable(key) ?? [];

    it('the README has a "Fields you may omit" section', () => {
      expect(omittable(key), `${key}/README.md`).not.toBeNull();
    });

    it.each(rows.map((r) => [r.field, r] as const))(
      '%s may be left out of an example, and the answer is as with its documented default',
      async (_field, row) => {
        const tried: string[] = [];
        for (const { file, input } of examples(key)) {
          const omitted = without(input, row.field);
          if (omitted.count === 0) continue;
          const left = await answer(key, omitted.copy);
          const written = await answer(key, withValue(input, row.field, row.fallback).copy);
          expect(written.stderr, `${file} with ${row.field} = ${JSON.stringify(row.fallback)}`).toBe('');
          const agrees = left.code === 0 && left.stdout === written.stdout;
          // "always": in every example that holds it; under a condition: in at least one example that meets it.
          if (/^always\b/.test(row.when))
            expect(
              { code: left.code, stdout: left.stdout, stderr: left.stderr },
              `${file} without ${row.field}`,
            ).toEqual({
              code: 0,
              stdout: written.stdout,
              stderr: '',
            });
          if (agrees) tried.push(file);
        }
        expect(tried, `an example from which ${row.field} can be left out`).not.toEqual([]);
      },
    );

    it('every other field an example holds is required: leaving it out is refused and named', async () => {
      const listed = new Set(rows.map((r) => r.field));
      for (const { file, input } of examples(key))
        for (const path of fieldPaths(input)) {
          if (DATA_KEYED.some(([k, field]) => k === key && path.startsWith(`${field}.`))) continue;
          if (listed.has(path)) continue;
          const result = await answer(key, without(input, path).copy);
          expect(result.code, `${file} without ${path}: ${result.stdout.slice(0, 80)}`).toBe(1);
          expect(result.stderr, `${file} without ${path}`).toMatch(/missing: expected/);
        }
    });
  },
);
