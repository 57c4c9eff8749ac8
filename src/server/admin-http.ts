import type { IncomingMessage, ServerResponse } from 'node:http';
import { PROTOCOL_VERSION } from '../core/event/protocol.ts';
import type { Storage } from './storage.ts';

/** Largest body the admin endpoint reads (a name and a head judge's name, each at most 200 characters). */
export const MAX_ADMIN_BODY_BYTES = 10_000;

/** What the server's HTTP side answers besides calls: `/health` and the admin endpoint that creates events. */
export function adminEndpoints(deps: {
  adminSecret: string | undefined;
  storage: Pick<Storage, 'check' | 'shared'>;
  /** Redis, when instances share it. */
  redis: { check(): Promise<string | null> } | null;
  createEvent(name: string, headName: string): Promise<object>;
}) {
  return async function handleHttp(request: IncomingMessage, response: ServerResponse): Promise<boolean> {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (url.pathname === '/health') {
      const [database, redis] = await Promise.all([deps.storage.check(), deps.redis?.check() ?? null]);
      const problems = [database && `PostgreSQL: ${database}`, redis && `Redis: ${redis}`].filter(Boolean);
      send(problems.length ? 503 : 200, {
        protocol: PROTOCOL_VERSION,
        ...(deps.storage.shared ? { database: database ?? 'ok' } : {}),
        ...(deps.redis ? { redis: redis ?? 'ok' } : {}),
        ...(problems.length ? { problem: problems.join('; ') } : {}),
      });
      return true;
    }
    if (url.pathname !== '/admin/events') return false;
    if (!deps.adminSecret || request.headers.authorization !== `Bearer ${deps.adminSecret}`) {
      send(401, { error: 'admin secret missing or wrong' });
      return true;
    }
    if (request.method !== 'POST') {
      send(405, { error: 'POST a JSON body {"name": "...", "headName": "..."}' });
      return true;
    }
    const body = await readLimited(request, MAX_ADMIN_BODY_BYTES);
    if (body === null) {
      response.writeHead(413, { 'Content-Type': 'application/json', Connection: 'close' });
      response.end(
        JSON.stringify({
          error: `the body is larger than ${MAX_ADMIN_BODY_BYTES} bytes; send {"name": "...", "headName": "..."}`,
        }),
      );
      // The rest is never read: the connection closes once the answer is out.
      response.once('finish', () => request.destroy());
      return true;
    }
    let input: { name?: unknown; headName?: unknown };
    try {
      input = JSON.parse(body) as typeof input;
    } catch {
      send(400, { error: 'expected a JSON body {"name": "...", "headName": "..."}' });
      return true;
    }
    const ok = (s: unknown) => typeof s === 'string' && s.trim().length > 0 && s.length <= 200;
    if (!ok(input.name) || !ok(input.headName)) {
      send(400, { error: 'name and headName must be non-empty text of at most 200 characters' });
      return true;
    }
    const created = await deps.createEvent((input.name as string).trim(), (input.headName as string).trim());
    send(201, { ...created, protocol: PROTOCOL_VERSION });
    return true;
  };
}

/** A request's body as text, or null as soon as it is over `max` bytes (by its header or by what arrives). */
function readLimited(request: IncomingMessage, max: number): Promise<string | null> {
  if (Number(request.headers['content-length'] ?? 0) > max) return Promise.resolve(null);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= max) return void chunks.push(chunk);
      request.off('data', onData).pause();
      resolve(null);
    };
    request.on('data', onData);
    request.once('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.once('error', reject);
  });
}
