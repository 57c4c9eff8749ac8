import { describe, expect, it, vi } from 'vitest';
import { sectionPath } from '../../../src/ui/toolkit/routes.ts';
import { readSharedRuling, sharedRulingUrl } from '../../../src/ui/toolkit/share-link.ts';
import { BLUFFS, ruling } from './fixtures.ts';

// The app's origin; the real module also loads the rulesets, which unit tests have no build for.
vi.mock('../../../src/ui/toolkit/citation-of.ts', () => ({
  absoluteUrl: (path: string) => new URL(path, 'http://app.test').href,
}));

const APP = 'http://app.test';
const fragment = (r: unknown) => Buffer.from(JSON.stringify(r)).toString('base64url');

describe('links built from stored or shared data stay in the app (B-3)', () => {
  it('a section link is a path here, whatever a ruleset or anchor holds', () => {
    expect(sectionPath('rage-2018', '6-9-2-bluffs')).toBe('/rage-2018/6-9-2-bluffs');
    for (const [ruleset, anchor] of [
      ['/evil.example', 'x'],
      ['', 'evil.example'],
      ['a', '/\\evil.example'],
      ['https:', '//evil.example'],
    ] as const) {
      const url = new URL(sectionPath(ruleset, anchor), APP);
      expect(url.origin).toBe(APP);
    }
  });

  it('a shared ruling citing a rulebook id that is not one does not open', () => {
    expect(readSharedRuling(`#${fragment(ruling())}`)).toEqual(ruling());
    expect(
      readSharedRuling(`#${fragment(ruling({ citations: [{ ...BLUFFS, ruleset: '/evil.example', anchor: 'x' }] }))}`),
    ).toBeNull();
  });

  it('a ruling an older version stored still opens when shared (B-8)', () => {
    const old = ruling({ status: 'given', appealOutcome: 'Left over', updatedAt: '2025-03-01T14:00:00.000Z' });
    const url = new URL(sharedRulingUrl(old));
    expect(url.origin).toBe(APP);
    expect(readSharedRuling(url.hash)).toEqual({ ...old, appealOutcome: '', updatedAt: old.createdAt });
  });
});
