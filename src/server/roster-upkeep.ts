import type { Connection, Server } from '@hocuspocus/server';
import type { Refusal } from '../core/event/protocol.ts';
import type { JudgeContext } from './connection-context.ts';

/** True when the roster already holds this entry as the records have it: nothing to write. */
export function sameRosterEntry(held: unknown, entry: Record<string, unknown>): boolean {
  if (typeof held !== 'object' || held === null) return false;
  return Object.entries(entry).every(([k, v]) => (held as Record<string, unknown>)[k] === v);
}

/**
 * Every few seconds, closes the connections of judges revoked in the shared database: the Redis message closes them
 * at once; this catches a message lost while Redis was away.
 */
export function sweepRevoked(
  store: { revokedAmong(events: string[]): Promise<{ event: string; judge: string }[]> },
  server: Server<JudgeContext>,
  closeJudge: (event: string, judge: string, reason: Refusal) => void,
  everyMs = 3_000,
): NodeJS.Timeout {
  const timer = setInterval(() => {
    const connected = new Map<string, Set<string>>();
    for (const doc of server.hocuspocus.documents.values())
      for (const connection of doc.connections.keys()) {
        const c = (connection as Connection<JudgeContext>).context;
        if (c) connected.set(c.event, (connected.get(c.event) ?? new Set()).add(c.judge));
      }
    if (connected.size === 0) return;
    store
      .revokedAmong([...connected.keys()])
      .then((revoked) => {
        for (const r of revoked) if (connected.get(r.event)?.has(r.judge)) closeJudge(r.event, r.judge, 'revoked');
      })
      .catch(() => {});
  }, everyMs);
  timer.unref();
  return timer;
}
