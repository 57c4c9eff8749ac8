import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ruling } from './fixtures.ts';

const persist = vi.fn(async () => true);

beforeEach(() => {
  // A fresh module per test: the request is made once per session (page load).
  vi.resetModules();
  persist.mockClear();
  vi.stubGlobal('navigator', { storage: { persisted: async () => false, persist } });
});
afterEach(() => vi.unstubAllGlobals());

describe('persistent storage is asked for with the first thing the judge keeps (B-11)', () => {
  it('the first bookmark asks, once per session', async () => {
    const { addBookmark } = await import('../../../src/core/storage/bookmarks.ts');
    await addBookmark({ ruleset: 'rage-2018', anchor: '6-9', label: 'x', createdAt: '2025-01-01T00:00:00.000Z' });
    await addBookmark({ ruleset: 'rage-2018', anchor: '6-11', label: 'y', createdAt: '2025-01-01T00:00:00.000Z' });
    await vi.waitFor(() => expect(persist).toHaveBeenCalled());
    expect(persist).toHaveBeenCalledTimes(1);
  });

  it('the first ruling draft asks', async () => {
    const { saveDraft } = await import('../../../src/core/storage/drafts.ts');
    await saveDraft('new', ruling());
    await vi.waitFor(() => expect(persist).toHaveBeenCalledTimes(1));
  });

  it('the first note draft asks', async () => {
    const { saveNoteDraft } = await import('../../../src/core/storage/drafts.ts');
    await saveNoteDraft('rage-2018', '6-9', 'Half a note');
    await vi.waitFor(() => expect(persist).toHaveBeenCalledTimes(1));
  });
});
