import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { getDB } from '../../../src/core/storage/store.ts';

describe('opening stored data', () => {
  it('calls made while the database opens share that opening: one database, declared and opened once', async () => {
    // As home mounts, its saved filter, its recent searches and readying a result to open each ask.
    const [first, ...others] = await Promise.all([getDB(), getDB(), getDB()]);
    expect(first).not.toBeNull();
    for (const other of others) expect(other).toBe(first);
    expect(await getDB()).toBe(first);
  });
});
