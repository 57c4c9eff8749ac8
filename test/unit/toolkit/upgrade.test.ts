import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { listRulings, saveRuling } from '../../../src/core/storage/rulings.ts';
import { getDB, getSetting } from '../../../src/core/storage/store.ts';
import { ruling } from './fixtures.ts';

describe('schema upgrade', () => {
  it('a version 1 database with data opens as version 2 with the data kept', async () => {
    // The database as the first release created it: version 1's declaration only.
    const v1 = new Dexie('rulekeeper');
    v1.version(1).stores({ settings: 'key', calcState: 'id, updatedAt' });
    await v1.table('settings').put({ key: 'searchRuleset', value: 'rage-2018' });
    await v1.table('calcState').put({ id: 'rage-2018/bluff', input: { creatures: [] }, updatedAt: 1 });
    v1.close();

    const db = await getDB();
    expect(db?.verno).toBe(2);
    expect(await getSetting('searchRuleset', null)).toBe('rage-2018');
    expect(await db?.calcState.get('rage-2018/bluff')).toEqual({
      id: 'rage-2018/bluff',
      input: { creatures: [] },
      updatedAt: 1,
    });
    expect(await listRulings()).toEqual([]);
    expect(await saveRuling(ruling())).toEqual({ ok: true });
    expect(await listRulings()).toEqual([ruling()]);
  });
});
