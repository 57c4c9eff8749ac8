import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { callJudge, callStatus, judgeCalls, turnCallsOn } from '../../../src/cli/calls-clients.ts';
import { openCallForTable, callViews, readCalls } from '../../../src/core/event/calls.ts';
import { callsDocName } from '../../../src/core/event/protocol.ts';
import { createEvent, until } from '../event/sync-harness.ts';
import { startCluster } from './cluster.ts';
import pg from 'pg';

/**
 * A table has one open call however many instances its players' requests reach: two calls for one table arriving
 * at two instances at once make one call, and both answers name it.
 */
let cluster: Awaited<ReturnType<typeof startCluster>>;

beforeAll(async () => {
  cluster = await startCluster(2);
}, 120_000);
afterAll(async () => {
  await cluster?.stop();
}, 60_000);

/** The calls PostgreSQL holds for the event: what every instance loads. */
async function storedCalls(event: string) {
  const client = new pg.Client(cluster.postgres.url);
  await client.connect();
  try {
    const { rows } = await client.query<{ data: Buffer }>('SELECT data FROM documents WHERE name = $1', [
      callsDocName(event),
    ]);
    const doc = new Y.Doc();
    if (rows[0]) Y.applyUpdate(doc, new Uint8Array(rows[0].data));
    return readCalls(doc);
  } finally {
    await client.end();
  }
}

describe('judge calls over several instances', () => {
  it('two calls for one table reaching two instances at once make one open call, named by both answers', async () => {
    const [one, two] = cluster.instances as [(typeof cluster.instances)[0], (typeof cluster.instances)[0]];
    const e = await createEvent(one, 'Store championship');
    const head = { judge: e.headJudge, key: e.headKey, name: 'Hana Head' };
    const TABLES = 12;
    const secret = await turnCallsOn(one.url, e.event, head, TABLES);
    // Both instances have the event's documents open (players' pages poll each), as during an event.
    for (const i of [one, two])
      await expect
        .poll(async () => (await callStatus(i.httpUrl, e.event, 1, secret)).status, { timeout: 10_000 })
        .toBe(200);

    // Every table's player and teammate press "call a judge" at the same moment, one through each instance.
    const tables = Array.from({ length: TABLES }, (_, n) => n + 1);
    const answers = await Promise.all(
      tables.map((table) =>
        Promise.all(
          [one, two].map((i, n) => callJudge(i.httpUrl, { event: e.event, table, secret, text: `from phone ${n}` })),
        ),
      ),
    );
    for (const [n, pair] of answers.entries()) {
      const label = `table ${n + 1}: ${JSON.stringify(pair)}`;
      expect(pair.map((a) => a.status).sort(), label).toEqual([200, 201]);
      expect(pair[0]!.body.call!.id, label).toBe(pair[1]!.body.call!.id);
    }
    // One call per table in PostgreSQL and on a judge's phone connected to either instance.
    const stored = await storedCalls(e.event);
    expect(stored.map((c) => c.table).sort((a, b) => a - b)).toEqual(tables);
    for (const i of [one, two]) {
      const phone = await judgeCalls(i.url, e.event, head);
      try {
        await until('the phone has every call', () => readCalls(phone.doc).length >= TABLES, 10_000);
        const views = callViews(phone.doc);
        expect(views).toHaveLength(TABLES);
        for (const [n, pair] of answers.entries())
          expect(openCallForTable(views, n + 1)?.id).toBe(pair[0]!.body.call!.id);
      } finally {
        phone.close();
      }
    }
  }, 120_000);
});
