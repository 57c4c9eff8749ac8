import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const UI = new URL('../../../src/ui/', import.meta.url).pathname;

/** Every stylesheet of the app, by path. */
function stylesheets(dir = UI): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? stylesheets(join(dir, e.name)) : e.name.endsWith('.css') ? [join(dir, e.name)] : [],
  );
}

const TYPE_SCALE = [
  'var(--text-small)',
  'var(--text-note)',
  'var(--text-body)',
  'var(--text-large)',
  'var(--text-title)',
];
/** In rem; 5rem is the room under a page for the bars docked at the bottom. */
const SPACING_SCALE = [0, 0.25, 0.5, 0.75, 1, 1.5, 2, 5];

describe('one type scale and one spacing scale, in every stylesheet', () => {
  const sheets = stylesheets();
  it('finds the stylesheets', () => expect(sheets.length).toBeGreaterThan(5));

  it('every font size is one of the five of the scale (the root sets 1rem)', () => {
    const off = sheets.flatMap((path) =>
      [...readFileSync(path, 'utf8').matchAll(/font-size:\s*([^;]+);/g)]
        .map((m) => (m[1] ?? '').trim())
        .filter((v) => !TYPE_SCALE.includes(v) && !(path.endsWith('global.css') && v === '17px'))
        .map((v) => `${path.slice(UI.length)}: ${v}`),
    );
    expect(off).toEqual([]);
  });

  it('every margin, padding and gap in rem is a step of the spacing scale', () => {
    const off = sheets.flatMap((path) =>
      [
        ...readFileSync(path, 'utf8').matchAll(
          /\n\s*((?:margin|padding|gap|row-gap|column-gap)(?:-[a-z]+)?):\s*([^;]+);/g,
        ),
      ]
        .flatMap((m) =>
          [...(m[2] ?? '').matchAll(/(-?[\d.]+)rem/g)].map((n) => [m[1], Math.abs(Number(n[1]))] as const),
        )
        .filter(([, rem]) => !SPACING_SCALE.includes(rem))
        .map(([prop, rem]) => `${path.slice(UI.length)}: ${prop} ${rem}rem`),
    );
    expect(off).toEqual([]);
  });
});
