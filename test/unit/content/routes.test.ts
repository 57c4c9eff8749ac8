import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formEncode, searchPath } from '../../../src/core/content/routes.ts';

describe('search links built without the DOM', () => {
  it('encode a value exactly as URLSearchParams does', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (value) => {
        expect(formEncode(value)).toBe(new URLSearchParams({ v: value }).toString().slice(2));
      }),
    );
  });

  it('carry the query and, when given, the ruleset', () => {
    expect(searchPath("frenzy (Garou's) ~ & +", 'rage-2018')).toBe(
      `/?${new URLSearchParams({ q: "frenzy (Garou's) ~ & +", r: 'rage-2018' })}`,
    );
    expect(searchPath('a b', null)).toBe('/?q=a+b');
  });
});
