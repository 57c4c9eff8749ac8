import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import WebSocket from 'ws';
import * as Y from 'yjs';
import type { PlayerCallView } from '../core/event/calls.ts';
import {
  PROTOCOL_VERSION,
  callsDocName,
  controlDocName,
  encodeToken,
  type ServerNotice,
} from '../core/event/protocol.ts';

/**
 * Node clients of judge calls, as the load command and the tests use them: a judge's phone syncing a document of
 * the event with the Hocuspocus provider (as the app does), the head judge turning calls on, and a player's calls
 * over HTTP (as the player's page does).
 */

export interface JudgeIdentity {
  judge: string;
  key: string;
  name: string;
  join?: string;
}

/** One document of the event on a judge's "phone": its own socket, the judge's token. Resolves once synced. */
export async function judgeDoc(
  server: string,
  name: string,
  me: JudgeIdentity,
  doc = new Y.Doc(),
): Promise<{ doc: Y.Doc; provider: HocuspocusProvider; closedWith: string[]; close(): void }> {
  const socket = new HocuspocusProviderWebsocket({ url: server, WebSocketPolyfill: WebSocket, maxAttempts: 0 });
  let failed: string | null = null;
  const closedWith: string[] = [];
  const provider = new HocuspocusProvider({
    name,
    document: doc,
    websocketProvider: socket,
    token: encodeToken({ v: PROTOCOL_VERSION, app: 'calls-client', ...me }),
    onAuthenticationFailed: ({ reason }) => {
      failed = reason;
    },
    // Why the server closed the document (a refused update), in order.
    onClose: ({ event }) => {
      if (event.reason) closedWith.push(event.reason);
    },
  });
  provider.attach();
  const end = Date.now() + 15_000;
  while (!provider.isSynced) {
    if (failed) throw new Error(`${name}: refused (${failed})`);
    if (Date.now() > end) throw new Error(`${name}: not synced within 15 s`);
    await new Promise((r) => setTimeout(r, 10));
  }
  return {
    doc,
    provider,
    closedWith,
    close: () => {
      provider.destroy();
      socket.destroy();
    },
  };
}

/** A judge's copy of the event's calls document. */
export function judgeCalls(server: string, event: string, me: JudgeIdentity, doc?: Y.Doc) {
  return judgeDoc(server, callsDocName(event), me, doc);
}

/**
 * The head judge turns calls on: sets the number of tables in the event and makes a call secret (the server
 * answers with it once). Returns the secret for the table cards.
 */
export async function turnCallsOn(server: string, event: string, head: JudgeIdentity, tables: number): Promise<string> {
  const control = await judgeDoc(server, controlDocName(event), head);
  try {
    control.doc.getMap('event').set('tables', tables);
    const secret = new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no call secret from the server within 10 s')), 10_000);
      control.provider.on('stateless', ({ payload }: { payload: string }) => {
        const notice = JSON.parse(payload) as ServerNotice;
        if (notice.type === 'call-secret') {
          clearTimeout(timer);
          resolve(notice.secret);
        }
      });
    });
    control.provider.sendStateless(JSON.stringify({ type: 'new-call-secret' }));
    const made = await secret;
    const end = Date.now() + 10_000;
    while (control.provider.hasUnsyncedChanges) {
      if (Date.now() > end) throw new Error('the number of tables did not reach the server within 10 s');
      await new Promise((r) => setTimeout(r, 10));
    }
    return made;
  } finally {
    control.close();
  }
}

export interface CallAnswer {
  status: number;
  body: { call?: PlayerCallView; existing?: boolean; reason?: string; message?: string; event?: unknown };
}

/** A player's call for a table, as the player's page makes it. */
export async function callJudge(
  httpUrl: string,
  input: { event: string; table: number; secret: string; text?: string; game?: string },
): Promise<CallAnswer> {
  const res = await fetch(`${httpUrl}/calls`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(input),
  });
  return { status: res.status, body: (await res.json()) as CallAnswer['body'] };
}

/** The table's latest call, as the player's page polls it. */
export async function callStatus(httpUrl: string, event: string, table: number, secret: string): Promise<CallAnswer> {
  const res = await fetch(`${httpUrl}/calls/${event}/${table}`, { headers: { 'x-call-secret': secret } });
  return { status: res.status, body: (await res.json()) as CallAnswer['body'] };
}

export async function cancelCallOver(
  httpUrl: string,
  event: string,
  table: number,
  secret: string,
  call: string,
): Promise<CallAnswer> {
  const res = await fetch(`${httpUrl}/calls/${event}/${table}/cancel`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ secret, call }),
  });
  return { status: res.status, body: (await res.json()) as CallAnswer['body'] };
}
