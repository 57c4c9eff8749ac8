import { describe, expect, it } from 'vitest';
import { rulebooksList } from '../../../src/build/content/rulebooks-list.ts';
import { compareVersions, describeUpdate } from '../../../src/core/changes/compare-versions.ts';
import { RULEBOOKS_LIST, type RulesetManifest } from '../../../src/core/content/manifest.ts';
import { type RuleUpdate, unchangedSince } from '../../../src/core/storage/rule-updates.ts';
import { A, B } from './fixtures.ts';

const update = (at: string): RuleUpdate => ({ at, from: '/a', to: '/b', books: [compareVersions(A, B)] });

describe('what the phone keeps of an update', () => {
  it('says per rulebook how much changed, and whether the edition is new', () => {
    expect(describeUpdate([compareVersions(A, B)])).toBe(
      "Mini: 1 passage changed, 1 added, 1 removed, 2 moved, 1 editor's note changed (new edition: Second test edition).",
    );
    expect(describeUpdate([compareVersions(A, { ...B, meta: A.meta })])).toContain(
      "(corrections of this app's copy; same edition)",
    );
    expect(describeUpdate([])).toBe('');
  });

  it('tells whether a place was changed by an update recorded after a time', () => {
    const updates = [update('2026-06-01T00:00:00.000Z')];
    const bluffs = { ruleset: 'mini', anchor: '2-1-bluffs' };
    expect(unchangedSince(updates, bluffs, '2026-01-01T00:00:00.000Z')).toBe(false);
    expect(unchangedSince(updates, bluffs, '2026-07-01T00:00:00.000Z')).toBe(true);
    expect(unchangedSince(updates, { ...bluffs, ruleset: 'other' }, '2026-01-01T00:00:00.000Z')).toBe(true);
    expect(unchangedSince(updates, { ruleset: 'mini', anchor: '9-9-none' }, '2026-01-01T00:00:00.000Z')).toBe(true);
  });

  it("names each build's list of rulebooks by its content, so an update's list is told from the open version's", () => {
    const manifest = [{ meta: { id: 'mini' } }] as RulesetManifest[];
    const one = rulebooksList(manifest, '/rulekeeper/');
    expect(one.url).toMatch(RULEBOOKS_LIST);
    expect(one.url.startsWith('/rulekeeper/data/rulebooks.')).toBe(true);
    expect(JSON.parse(one.asset.source)).toEqual(manifest);
    expect(rulebooksList([{ meta: { id: 'other' } }] as RulesetManifest[], '/').asset.fileName).not.toBe(
      one.asset.fileName,
    );
  });
});
