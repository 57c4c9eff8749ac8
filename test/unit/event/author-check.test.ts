import { afterEach, describe, expect, it } from 'vitest';
import { addNote, logRuling, readJudgeDoc } from '../../../src/core/event/event-docs.ts';
import { judgeDocName } from '../../../src/core/event/protocol.ts';
import type { EventSession } from '../../../src/core/event/event-session.ts';
import type { SyncServer } from '../../../src/server/sync-server.ts';
import { createEvent, fields, floor, head, problems, startServer, until } from './sync-harness.ts';

const open: EventSession[] = [];
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const s of open.splice(0)) s.destroy();
  for (const c of cleanups.splice(0).reverse()) await c();
});

/** What the server itself holds in a judge's document. */
async function onServer(server: SyncServer, event: string, judge: string) {
  const direct = await server.server.hocuspocus.openDirectConnection(judgeDocName(event, judge));
  let read: ReturnType<typeof readJudgeDoc> = { rulings: [], notes: [] };
  await direct.transact((doc) => (read = readJudgeDoc(doc, judge)));
  await direct.disconnect();
  return read;
}

// Issue 15, security: "a floor judge edits their own rulings and adds notes to others'" — under their own name only.
describe('the sync server checks who signed a change', { timeout: 30_000 }, () => {
  it("refuses a floor judge's ruling or note signed with another judge's id: nothing reaches the server or the team", async () => {
    const s = await startServer();
    cleanups.push(s.cleanup, () => s.server.close());
    const e = await createEvent(s.server);
    const h = head(s.server.url, e);
    const a = floor(s.server.url, e, 1);
    const b = floor(s.server.url, e, 2);
    open.push(h, a, b);
    await until('everyone on the roster', () => [h, a, b].every((x) => x.roster.length === 3));
    a.logRuling('honest', 'rev-1', fields());
    await until('the head judge sees the honest ruling', () => h.log.some((r) => r.id === 'honest'));

    // Floor judge 1 writes, in their own document, a ruling whose revision claims to be the head judge's.
    logRuling(a.judgeDocs.get('floor-judge-1')!, {
      id: 'forged',
      createdAt: '2026-11-23T10:00:00.000Z',
      by: e.headJudge,
      revision: 'rev-forged',
      fields: fields({ question: 'Signed as the head judge', status: 'upheld', appealOutcome: 'Upheld.' }),
    });
    // Floor judge 2 writes a note on the honest ruling signed as floor judge 1.
    addNote(b.judgeDocs.get('floor-judge-2')!, {
      id: 'note-forged',
      ruling: 'honest',
      by: 'floor-judge-1',
      at: '2026-11-23T10:01:00.000Z',
      text: 'I got this wrong.',
    });
    await until('both forgers are told', () => [a, b].every((x) => problems(x).includes('forged-author')));
    expect((await onServer(s.server, e.event, 'floor-judge-1')).rulings.map((r) => r.id)).toEqual(['honest']);
    expect((await onServer(s.server, e.event, 'floor-judge-2')).notes).toEqual([]);
    expect(h.log.map((r) => r.id)).toEqual(['honest']);
    expect(h.log[0]!.notes).toEqual([]);

    // Changes signed by their own author still go through: the head judge's appeal outcome on the floor's ruling.
    h.editRuling('floor-judge-1', 'honest', 'rev-appeal', fields({ status: 'upheld', appealOutcome: 'Upheld.' }));
    const c = floor(s.server.url, e, 3);
    open.push(c);
    await until('a new phone sees the appeal outcome', () =>
      c.log.some((r) => r.id === 'honest' && r.fields.appealOutcome === 'Upheld.'),
    );
    expect(c.log.map((r) => r.id)).toEqual(['honest']);
  });
});
