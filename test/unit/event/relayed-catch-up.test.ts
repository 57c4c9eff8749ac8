import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { reservePort } from '../../../src/server/ports.ts';
import type { EventSession } from '../../../src/core/event/event-session.ts';
import { isNotAppliedAnswer } from '../../../src/core/event/event-session.ts';
import { createEvent, fields, floor, head, spawnServer, until } from './sync-harness.ts';

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

describe("the head judge's phone relaying a teammate's change the server lost", () => {
  it('reads the server\'s "not applied" answer (and nothing else) from the bytes Hocuspocus sends', () => {
    const name = new TextEncoder().encode('evt-12345678/control');
    const answer = (type: number, value: number) => new Uint8Array([name.length, ...name, type, value]);
    expect(isNotAppliedAnswer(answer(8, 0))).toBe(true);
    expect(isNotAppliedAnswer(answer(8, 1))).toBe(false);
    expect(isNotAppliedAnswer(answer(0, 0))).toBe(false);
    expect(isNotAppliedAnswer(new Uint8Array([200]))).toBe(false);
  });

  it('stays "syncing" while the server lacks the change, and settles to connected once the author\'s phone sends it', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'rk-relay-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const port = await reservePort();
    let server = await spawnServer(dataDir, port);
    cleanups.push(() => server.stop());
    const e = await createEvent(server);
    const hana: EventSession = head(server.url, e);
    const bo: EventSession = floor(server.url, e, 1);
    cleanups.push(
      () => hana.destroy(),
      () => bo.destroy(),
    );
    await until('both are connected', () => [hana, bo].every((s) => s.sync.state === 'connected'), 20_000);

    // Bo logs a ruling; the head judge's phone has it at once; the server dies before storing it (debounce 0.5 s).
    bo.logRuling('lost-ruling', 'rev-lost', fields());
    await until('the head judge has it', () => hana.log.some((r) => r.id === 'lost-ruling'), 5_000);
    await server.kill();
    bo.goOffline();
    server = await spawnServer(dataDir, port);

    // The head judge's phone reconnects first: its catch-up holds Bo's ruling, which is not applied.
    await until('the server did not apply the relayed ruling', () => server.output().includes('not applied'), 20_000);
    await until('the head judge is syncing', () => hana.sync.state === 'syncing', 10_000);

    // Bo's phone comes back and sends its own ruling: the head judge's phone settles.
    bo.goOnline();
    await until('Bo is connected', () => bo.sync.state === 'connected', 20_000);
    await until("the head judge's status settles to connected", () => hana.sync.state === 'connected', 20_000).catch(
      (err: Error) => {
        throw new Error(`${err.message}: ${JSON.stringify(hana.sync)}\n${server.output()}`);
      },
    );
    expect(hana.log.filter((r) => r.id === 'lost-ruling')).toHaveLength(1);
  }, 90_000);
});
