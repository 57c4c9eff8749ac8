import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { calc } from '../cli/calc.ts';

const example = (path: string) =>
  JSON.parse(readFileSync(new URL(`../../../src/rulesets/${path}`, import.meta.url), 'utf8')) as Record<
    string,
    unknown
  >;

describe('strict input: a mistyped field or option is refused, never silently ignored', () => {
  it('an unknown field is refused with the known field it resembles', async () => {
    const { handAtEnd, ...rest } = example('rage-2018/frenzy/example-input.json');
    const result = await calc(['rage-2018/frenzy'], JSON.stringify({ ...rest, handatend: handAtEnd }));
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('handatend: unknown field; did you mean handAtEnd?');
  });

  it('an unknown field inside a list item is refused with its path', async () => {
    const input = example('rage-2018/frenzy/example-input.json');
    const result = await calc(
      ['rage-2018/frenzy'],
      JSON.stringify({ ...input, rageChanges: [{ name: 'Might of Thor', amont: 2, amount: 2 }] }),
    );
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('rageChanges[0].amont: unknown field; did you mean amount?');
  });

  it('a field unlike any known one lists the known fields', async () => {
    const input = example('rage-2018/frenzy/example-input.json');
    const result = await calc(['rage-2018/frenzy'], JSON.stringify({ ...input, colour: 'red' }));
    expect(result.stderr).toMatch(/colour: unknown field; known fields: creatureType, classes, /);
  });

  it('the examples still run: every field they hold is known', async () => {
    const result = await calc(
      ['rage-2018/frenzy', '--json'],
      JSON.stringify(example('rage-2018/frenzy/example-input.json')),
    );
    expect(result.code).toBe(0);
  });

  it('an unknown option is refused (a mistyped --json would print text where JSON is expected)', async () => {
    const result = await calc(
      ['rage-2018/frenzy', '--jsn'],
      JSON.stringify(example('rage-2018/frenzy/example-input.json')),
    );
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain('unknown option --jsn; options: --json');
  });
});

describe('Junta: reference checks run even when another field has an error', () => {
  it('a wrong type elsewhere and a vote for a creature that does not exist are both reported', async () => {
    const input = example('rage-2018/junta/example-input.json');
    const juntas = input.juntas as Record<string, unknown>[];
    const result = await calc(
      ['rage-2018/junta'],
      JSON.stringify({
        ...input,
        twoPlayerGame: 'yes',
        drawnOrder: [...(input.drawnOrder as string[]), 'no-such-junta'],
      }),
    );
    expect(juntas.length).toBeGreaterThan(0);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('twoPlayerGame: expected');
    expect(result.stderr).toMatch(/drawnOrder\[\d+\]: "no-such-junta" is not the id of any Junta/);
  });
});
