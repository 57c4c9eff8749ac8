import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import { PROTOCOL_VERSION, encodeToken } from '../../../src/core/event/protocol.ts';
import type { RulingFields } from '../../../src/core/event/shared-ruling.ts';
import { spawnSyncServer } from '../../../src/server/spawn-server.ts';
import { startSyncServer, type SyncServer } from '../../../src/server/sync-server.ts';
import { EventSession, type EventMembership } from '../../../src/core/event/event-session.ts';

export const ADMIN = 'test-admin-secret-0123456789';

/**
 * A bare Hocuspocus provider with a judge's credentials on one document, no app session around it: what a test
 * writes into `doc` goes to the server as it is. `closed()` is the reason the server first closed it with ('' until
 * then); `destroy` closes it.
 */
export function rawProvider(url: string, name: string, judge: string, key: string) {
  const doc = new Y.Doc();
  const socket = new HocuspocusProviderWebsocket({ url, WebSocketPolyfill: WebSocket });
  let reason = '';
  const provider = new HocuspocusProvider({
    name,
    document: doc,
    websocketProvider: socket,
    token: encodeToken({ v: PROTOCOL_VERSION, app: '0.1.0', judge, key }),
    onClose: ({ event }) => (reason ||= event.reason),
  });
  provider.attach();
  return { doc, provider, closed: () => reason, destroy: () => (provider.destroy(), socket.destroy()) };
}

/** A real sync server on a free localhost port with its data in a fresh folder. */
export async function startServer(dataDir = mkdtempSync(join(tmpdir(), 'rk-sync-')), port = 0) {
  const lines: string[] = [];
  const server = await startSyncServer({ port, dataDir, adminSecret: ADMIN, log: (l) => lines.push(l) });
  return { server, dataDir, lines, cleanup: () => rmSync(dataDir, { recursive: true, force: true }) };
}

export interface CreatedEvent {
  event: string;
  headJudge: string;
  headKey: string;
  joinSecret: string;
}

export async function createEvent(server: Pick<SyncServer, 'httpUrl'>, name = 'Regionals'): Promise<CreatedEvent> {
  const res = await fetch(`${server.httpUrl}/admin/events`, {
    method: 'POST',
    headers: { authorization: `Bearer ${ADMIN}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name, headName: 'Hana Head' }),
  });
  if (res.status !== 201) throw new Error(`create event: ${res.status} ${await res.text()}`);
  return (await res.json()) as CreatedEvent;
}

export function head(url: string, e: CreatedEvent): EventSession {
  return session({ server: url, event: e.event, judge: e.headJudge, key: e.headKey, name: 'Hana Head' });
}

export function floor(url: string, e: CreatedEvent, n: number, join = e.joinSecret): EventSession {
  return session({
    server: url,
    event: e.event,
    judge: `floor-judge-${n}`,
    key: `key-of-floor-judge-${n}-0123456789`,
    name: `Floor ${n}`,
    join,
  });
}

export function session(me: EventMembership, app = '0.1.0'): EventSession {
  const problems: string[] = [];
  const s = new EventSession(me, { app, WebSocketPolyfill: WebSocket, onProblem: (r) => problems.push(r) });
  (s as EventSession & { problems: string[] }).problems = problems;
  return s;
}

export function problems(s: EventSession): string[] {
  return (s as EventSession & { problems: string[] }).problems;
}

/** Polls until the condition holds (no fixed sleeps); fails with the label after the timeout. */
export async function until(label: string, condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > end) throw new Error(`timed out waiting for: ${label}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

export const fields = (over: Partial<RulingFields> = {}): RulingFields => ({
  round: 'Round 1',
  table: '4',
  players: 'Ann, Bo',
  question: 'Can Ann bluff after passing?',
  ruling: 'No: a passed player cannot bluff.',
  status: 'given',
  appealOutcome: '',
  citations: [],
  attachment: null,
  ...over,
});

/** The sync server as its own process (`npm run sync-server`), so a restart really drops every connection. */
export function spawnServer(dataDir: string, port: number) {
  return spawnSyncServer({ dataDir, port, adminSecret: ADMIN });
}
