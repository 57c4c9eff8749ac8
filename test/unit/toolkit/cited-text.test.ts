import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { getRuling, saveRuling } from '../../../src/core/storage/rulings.ts';
import { citationText } from '../../../src/core/toolkit/describe.ts';
import { exportCsv } from '../../../src/core/toolkit/export-csv.ts';
import { exportJson } from '../../../src/core/toolkit/export-json.ts';
import { exportMarkdown } from '../../../src/core/toolkit/export-markdown.ts';
import { keepCitedTexts } from '../../../src/core/toolkit/keep-cited-text.ts';
import { parseImport } from '../../../src/core/toolkit/parse-import.ts';
import type { Citation } from '../../../src/core/toolkit/schema.ts';
import { BLUFFS, fileWith, ruling } from './fixtures.ts';

const TEXT = 'A bluff succeeds if the target also bluffed.';
/** A citation as the app now makes it: the passage, its words, the edition and its date. */
const KEPT: Citation = {
  ...BLUFFS,
  editionDate: '2018-04',
  passage: '6-9-2-bluffs--a-bluff-succeeds-if',
  text: TEXT,
};
const NOW = new Date('2026-11-27T05:00:00.000Z');
const shown = { edition: BLUFFS.edition, date: '2018-04', text: TEXT };

describe('a cited passage keeps its words', () => {
  it('goes through export and import with its passage, words and edition date', () => {
    const r = ruling({
      citations: [KEPT, { ...BLUFFS, anchor: '6-9-1-x', textRecordedAt: NOW.toISOString(), text: 'x', passage: '' }],
    });
    const parsed = parseImport(exportJson({ rulings: [r], bookmarks: [], notes: [] }, NOW));
    expect(parsed).toEqual({ ok: true, data: { rulings: [r], bookmarks: [], notes: [] }, ignored: [] });
  });

  it('imports a file from before texts were kept (citations with no words), adding nothing to them', () => {
    const old = ruling();
    expect(old.citations[0]).not.toHaveProperty('text');
    const parsed = parseImport(fileWith({ rulings: [old] }));
    expect(parsed.ok && parsed.data.rulings[0]?.citations[0]).toEqual(BLUFFS);
  });

  it('refuses a kept text that is not text, and a recording time that is no time, saying where', () => {
    const bad = parseImport(
      fileWith({
        rulings: [ruling({ citations: [{ ...KEPT, text: 3 as unknown as string, textRecordedAt: 'soon' }] })],
      }),
    );
    expect(bad.ok).toBe(false);
    expect(!bad.ok && bad.problems.join('\n')).toMatch(/rulings\[0\]\.citations\[0\]\.text: expected text/);
    expect(!bad.ok && bad.problems.join('\n')).toMatch(/rulings\[0\]\.citations\[0\]\.textRecordedAt/);
  });

  it('is stored with the ruling on the phone', async () => {
    const r = ruling({ id: 'kept', citations: [KEPT] });
    expect(await saveRuling(r)).toEqual({ ok: true });
    expect((await getRuling('kept'))?.citations[0]).toEqual(KEPT);
  });
});

describe('an older ruling gains its cited words when opened', () => {
  const old = ruling();

  it('from the rulebook this phone has, when its edition is still the one cited, marked as recorded later', () => {
    const kept = keepCitedTexts(
      old,
      () => shown,
      () => true,
      NOW,
    );
    expect(kept.citations[0]).toEqual({
      ...BLUFFS,
      passage: '',
      text: TEXT,
      editionDate: '2018-04',
      textRecordedAt: NOW.toISOString(),
    });
    // Not the judge's edit: the ruling's own times are unchanged.
    expect(kept.updatedAt).toBe(old.updatedAt);
  });

  it('not when the phone now has another edition, or an update changed the place since the ruling', () => {
    expect(
      keepCitedTexts(
        old,
        () => ({ ...shown, edition: 'Second edition' }),
        () => true,
        NOW,
      ),
    ).toBe(old);
    expect(
      keepCitedTexts(
        old,
        () => shown,
        () => false,
        NOW,
      ),
    ).toBe(old);
    expect(
      keepCitedTexts(
        old,
        () => null,
        () => true,
        NOW,
      ),
    ).toBe(old);
  });

  it('never replaces words already kept', () => {
    const r = ruling({ citations: [KEPT] });
    expect(
      keepCitedTexts(
        r,
        () => ({ ...shown, text: 'other words' }),
        () => true,
        NOW,
      ),
    ).toBe(r);
  });
});

describe('editions in exports', () => {
  it('every citation names its edition and, when known, its date', () => {
    expect(citationText(KEPT)).toBe('Rage 2018 §6.9.2 BLUFFS (Complete Rules, April 2018 update, 2018-04)');
    expect(citationText(BLUFFS)).toBe('Rage 2018 §6.9.2 BLUFFS (Complete Rules, April 2018 update)');
    const r = ruling({ citations: [KEPT] });
    expect(exportCsv([r])).toContain('Complete Rules, April 2018 update, 2018-04');
    expect(exportMarkdown([r], NOW)).toContain('Complete Rules, April 2018 update, 2018-04');
  });
});
