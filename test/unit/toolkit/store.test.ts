import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { addBookmark, isBookmarked, listBookmarks, removeBookmark } from '../../../src/core/storage/bookmarks.ts';
import { onDataChanged } from '../../../src/core/storage/changes.ts';
import {
  dropDraft,
  dropNoteDraft,
  loadBrought,
  loadDraft,
  loadNoteDraft,
  saveBrought,
  saveDraft,
  saveDraftNow,
  saveNoteDraft,
  saveNoteDraftNow,
} from '../../../src/core/storage/drafts.ts';
import {
  clearHistory,
  clearRecentSearches,
  listHistory,
  listRecentSearches,
  recordSearch,
  recordVisit,
  restoreHistory,
} from '../../../src/core/storage/history.ts';
import { deleteNote, getNote, listNotes, saveNote } from '../../../src/core/storage/notes.ts';
import { deleteRuling, getRuling, listRulings, saveRuling } from '../../../src/core/storage/rulings.ts';
import { getDB, getSetting, setSetting, setUnloadBackup } from '../../../src/core/storage/store.ts';
import { importData, readAll } from '../../../src/core/storage/transfer.ts';
import { HISTORY_LIMIT, RECENT_SEARCH_LIMIT } from '../../../src/core/toolkit/limits.ts';
import { parseImport } from '../../../src/core/toolkit/parse-import.ts';
import { fileWith, ruling } from './fixtures.ts';

const note = {
  ruleset: 'rage-2018',
  anchor: '6-9',
  label: 'Rage 2018 §6.9 COMBAT',
  text: 'Check **bluffs**',
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
};

beforeEach(async () => {
  const db = await getDB();
  await Promise.all(db?.tables.map((t) => t.clear()) ?? []);
});

describe('toolkit store (IndexedDB through Dexie)', () => {
  it('saves, edits, deletes and undoes a ruling', async () => {
    expect(await saveRuling(ruling())).toEqual({ ok: true });
    await saveRuling(ruling({ status: 'appealed' }));
    expect(await listRulings()).toEqual([ruling({ status: 'appealed' })]);
    const removed = await deleteRuling('r1');
    expect(await getRuling('r1')).toBeUndefined();
    await saveRuling(removed ?? ruling());
    expect(await getRuling('r1')).toEqual(ruling({ status: 'appealed' }));
  });

  it('bookmarks and notes by section', async () => {
    await addBookmark({ ruleset: 'rage-2018', anchor: '6-9', label: 'x', createdAt: '2025-01-01T00:00:00.000Z' });
    await addBookmark({ ruleset: 'rage-2018', anchor: '6-11', label: 'y', createdAt: '2025-01-02T00:00:00.000Z' });
    expect(await isBookmarked('rage-2018', '6-9')).toBe(true);
    expect((await listBookmarks()).map((b) => b.anchor)).toEqual(['6-11', '6-9']);
    await removeBookmark('rage-2018', '6-9');
    expect(await isBookmarked('rage-2018', '6-9')).toBe(false);
    await saveNote(note);
    expect(await getNote('rage-2018', '6-9')).toEqual(note);
    expect(await deleteNote('rage-2018', '6-9')).toEqual(note);
    expect(await listNotes()).toEqual([]);
  });

  it('history keeps one row per section and the latest HISTORY_LIMIT; recent searches fold repeats', async () => {
    for (let i = 0; i <= HISTORY_LIMIT + 2; i++)
      await recordVisit({ ruleset: 'rage-2018', anchor: `s${i}`, label: `S${i}` });
    await recordVisit({ ruleset: 'rage-2018', anchor: 's5', label: 'S5' });
    const history = await listHistory();
    expect(history).toHaveLength(HISTORY_LIMIT);
    expect(history[0]?.anchor).toBe('s5');
    await recordSearch('Frenzy  gifts', null);
    await recordSearch('frenzy gifts', 'rage-2018');
    await recordSearch('x', null);
    expect((await listRecentSearches()).map((s) => [s.text, s.ruleset])).toEqual([['frenzy gifts', 'rage-2018']]);
    for (let i = 0; i < RECENT_SEARCH_LIMIT + 5; i++) await recordSearch(`query ${i}`, null);
    expect(await listRecentSearches()).toHaveLength(RECENT_SEARCH_LIMIT);
  });

  it('clearing history and searches hands back the rows for undo', async () => {
    await recordVisit({ ruleset: 'rage-2018', anchor: '6-9', label: 'x' });
    await recordSearch('bluff', null);
    const rows = await clearHistory();
    expect(await listHistory()).toEqual([]);
    await restoreHistory(rows);
    expect(await listHistory()).toEqual(rows);
    expect(await clearRecentSearches()).toHaveLength(1);
    expect(await listRecentSearches()).toEqual([]);
  });

  it('a draft survives until dropped; a draft that no longer fits the schema is ignored', async () => {
    await saveDraft('new', ruling({ question: 'Half typed' }));
    expect((await loadDraft('new'))?.question).toBe('Half typed');
    await dropDraft('new');
    expect(await loadDraft('new')).toBeNull();
    await setSetting('rulingDraft:new', { id: 'x', status: 'unknown' });
    expect(await loadDraft('new')).toBeNull();
  });

  it('a draft keeps any state the form can be in, but not a link off the app (B-3, B-5)', async () => {
    // Nothing typed yet, a time typed a year ahead, an appeal outcome typed before going back to "given".
    const midway = ruling({
      question: '',
      ruling: '',
      createdAt: '2999-01-01T00:00:00.000Z',
      appealOutcome: 'Half',
      status: 'given',
    });
    await saveDraft('new', midway);
    expect(await loadDraft('new')).toEqual(midway);
    await saveDraft('new', ruling({ citations: [{ ...ruling().citations[0], ruleset: '/evil.example' } as never] }));
    expect(await loadDraft('new')).toBeNull();
  });

  it('a note being typed is kept as a draft until dropped (B-5)', async () => {
    expect(await loadNoteDraft('rage-2018', '6-9')).toBeNull();
    await saveNoteDraft('rage-2018', '6-9', 'Half a note');
    expect(await loadNoteDraft('rage-2018', '6-9')).toBe('Half a note');
    expect(await loadNoteDraft('rage-2018', '6-11')).toBeNull();
    await dropNoteDraft('rage-2018', '6-9');
    expect(await loadNoteDraft('rage-2018', '6-9')).toBeNull();
  });

  it('what a capture brought is kept with the draft, so Clear keeps it after a reload too (B-6)', async () => {
    expect(await loadBrought()).toEqual({});
    await saveBrought({ citation: ruling().citations[0] });
    expect(await loadBrought()).toEqual({ citation: ruling().citations[0] });
    await saveBrought({});
    expect(await loadBrought()).toEqual({});
  });

  it('drafts written at once, as the page goes away, read back like any other (B-5)', async () => {
    await getDB();
    saveDraftNow('new', ruling({ question: 'Last words' }));
    saveNoteDraftNow('rage-2018', '6-9', 'Last words of a note');
    expect((await loadDraft('new'))?.question).toBe('Last words');
    expect(await loadNoteDraft('rage-2018', '6-9')).toBe('Last words of a note');
  });

  describe('a write made as the page goes away is kept in a synchronous backup until IndexedDB holds it (B-5)', () => {
    const kept = new Map<string, string>();
    beforeEach(() => {
      kept.clear();
      setUnloadBackup({
        keep: (k, json) => kept.set(k, json),
        read: (k) => kept.get(k) ?? null,
        forget: (k) => kept.delete(k),
      });
      return () => setUnloadBackup(null);
    });

    it('is read back when the page was torn down before IndexedDB committed it, and then stored there', async () => {
      await saveDraft('new', ruling({ question: 'First part' }));
      // What putSettingNow keeps before its IndexedDB write, which the torn-down page never committed.
      kept.set('rulingDraft:new', JSON.stringify(ruling({ question: 'First part and the last words' })));
      expect((await loadDraft('new'))?.question).toBe('First part and the last words');
      expect(kept.size).toBe(0);
      setUnloadBackup(null);
      expect((await loadDraft('new'))?.question).toBe('First part and the last words');
    });

    it('outlives an older write finishing late, and is forgotten by a later write or a drop', async () => {
      await getDB();
      // A write begun before the page went away, finishing after the last words' own: the last words are read.
      const late = setSetting('rulingDraft:new', ruling({ question: 'Begun before' }));
      saveDraftNow('new', ruling({ question: 'The last words' }));
      await late;
      expect((await loadDraft('new'))?.question).toBe('The last words');
      expect(kept.size).toBe(0);

      saveNoteDraftNow('rage-2018', '6-9', 'Last words of a note');
      expect(kept.has('noteDraft:rage-2018/6-9')).toBe(true);
      await saveNoteDraft('rage-2018', '6-9', 'Typed after the page came back');
      expect(kept.size).toBe(0);
      expect(await loadNoteDraft('rage-2018', '6-9')).toBe('Typed after the page came back');

      kept.set('rulingDraft:new', JSON.stringify(ruling({ question: 'Dropped' })));
      await dropDraft('new');
      expect(await loadDraft('new')).toBeNull();
    });

    it('a backup that is not JSON is dropped, and what IndexedDB holds is read', async () => {
      await setSetting('rulingDraft:new', ruling({ question: 'Stored' }));
      kept.set('rulingDraft:new', '{not json');
      expect((await getSetting<{ question: string } | null>('rulingDraft:new', null))?.question).toBe('Stored');
      expect(kept.size).toBe(0);
    });
  });

  it('import: all or nothing, merged, and the same file twice adds nothing', async () => {
    await saveRuling(ruling({ id: 'mine', question: 'Mine' }));
    const file = parseImport(fileWith({ rulings: [ruling(), ruling({ id: 'r2', table: '7' })], notes: [note] }));
    if (!file.ok) throw new Error(file.problems.join('\n'));
    expect(await importData(file.data)).toMatchObject({
      ok: true,
      counts: { rulings: { added: 2 }, notes: { added: 1 } },
    });
    expect(await importData(file.data)).toMatchObject({
      ok: true,
      counts: { rulings: { added: 0, updated: 0, unchanged: 2 } },
    });
    const all = await readAll();
    expect(all.rulings.map((r) => r.id).sort()).toEqual(['mine', 'r1', 'r2']);
    expect(all.notes).toEqual([note]);
  });

  it('a write that fails part-way leaves what is stored unchanged', async () => {
    await saveRuling(ruling({ id: 'mine' }));
    // A bookmark without its key fields makes IndexedDB reject the put, after the rulings were written in the same transaction.
    const broken = { rulings: [ruling({ id: 'new1' })], bookmarks: [{ label: 'no key' } as never], notes: [] };
    const result = await importData(broken);
    // What failed, and that nothing was written (B-9).
    expect(result).toEqual({
      ok: false,
      message: expect.stringMatching(
        /^Nothing from the file was written: writing the imported bookmarks failed \(\w+: .+\)\.$/,
      ),
    });
    expect((await listRulings()).map((r) => r.id)).toEqual(['mine']);
  });

  it('a ruling with a calculator input as deep as allowed imports, and importing it again adds nothing (B-4)', async () => {
    const deep = JSON.parse('['.repeat(32) + ']'.repeat(32)) as unknown;
    const attachment = {
      calculator: 'rage-2018/bluff',
      title: 'Bluff',
      ruleset: 'rage-2018',
      input: deep,
      headline: 'H',
      facts: [],
      steps: [],
    };
    const file = parseImport(fileWith({ rulings: [ruling({ attachment })] }));
    if (!file.ok) throw new Error(file.problems.join('\n'));
    expect(await importData(file.data)).toMatchObject({ ok: true, counts: { rulings: { added: 1 } } });
    expect(await importData(file.data)).toMatchObject({
      ok: true,
      counts: { rulings: { added: 0, updated: 0, unchanged: 1 } },
    });
  });

  it('over quota: the save says so plainly, and the rest of the log is untouched', async () => {
    await saveRuling(ruling({ id: 'kept' }));
    const db = await getDB();
    if (!db) throw new Error('no database');
    const full = vi
      .spyOn(db.rulings, 'put')
      .mockRejectedValueOnce(new DOMException('The quota has been exceeded.', 'QuotaExceededError'));
    const result = await saveRuling(ruling({ id: 'new' }));
    full.mockRestore();
    expect(result).toEqual({ ok: false, message: expect.stringContaining('out of storage space') });
    expect((await listRulings()).map((r) => r.id)).toEqual(['kept']);
    // The next successful save clears the problem.
    expect(await saveRuling(ruling({ id: 'new' }))).toEqual({ ok: true });
  });

  it('tells listeners about changes', async () => {
    let changes = 0;
    const off = onDataChanged(() => changes++);
    await saveRuling(ruling());
    await new Promise((r) => setTimeout(r, 50));
    off();
    expect(changes).toBeGreaterThan(0);
  });
});
