import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const MAIN = resolve(import.meta.dirname, 'main.ts');

/** Servers this process started: they end with it, even when it ends on an error. */
const children = new Set<ChildProcess>();
process.on('exit', () => {
  for (const c of children) c.kill('SIGKILL');
});

/**
 * The sync server as its own process, as `npm run sync-server` starts it: a restart really drops every
 * connection, and its memory is its own. Used by the tests and the load command.
 */
export async function spawnSyncServer(options: {
  dataDir: string;
  port: number;
  adminSecret: string;
  connectionsPerMinute?: number;
  /** Players' calls per address and per table per minute. */
  callsPerMinute?: number;
  callsPerTablePerMinute?: number;
  redis?: string;
  /** PostgreSQL shared by every instance (postgres://...). */
  database?: string;
}) {
  const args = ['--import', 'tsx', MAIN, '--port', String(options.port), '--data', options.dataDir];
  args.push('--admin-secret', options.adminSecret);
  if (options.connectionsPerMinute) args.push('--connections-per-minute', String(options.connectionsPerMinute));
  if (options.callsPerMinute) args.push('--calls-per-minute', String(options.callsPerMinute));
  if (options.callsPerTablePerMinute) args.push('--calls-per-table-per-minute', String(options.callsPerTablePerMinute));
  if (options.redis) args.push('--redis', options.redis);
  if (options.database) args.push('--database', options.database);
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  children.add(child);
  child.on('exit', () => children.delete(child));
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (out += d.toString()));
  const end = Date.now() + 30_000;
  while (!out.includes('Rulekeeper sync server on')) {
    if (child.exitCode !== null || Date.now() > end) throw new Error(`sync server did not start:\n${out}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  const url = /on (wss?:\/\/\S+)/.exec(out)![1]!;
  return {
    url,
    httpUrl: url.replace('ws:', 'http:'),
    pid: child.pid!,
    output: () => out,
    /** Resident memory of the server process in bytes (Linux /proc). */
    rssBytes: () => {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
    },
    /** Ends the process at once, as a machine that dies (no store, no goodbye to the phones). */
    kill: () =>
      new Promise<void>((done) => {
        if (child.exitCode !== null || child.signalCode !== null) return done();
        child.on('exit', () => done());
        child.kill('SIGKILL');
      }),
    stop: () =>
      new Promise<void>((done) => {
        if (child.exitCode !== null || child.signalCode !== null) return done();
        child.on('exit', () => done());
        child.kill('SIGTERM');
      }),
  };
}

/** Creates an event through the admin endpoint: the head judge's id and key and the join secret. */
export async function createEventOver(httpUrl: string, adminSecret: string, name: string, headName: string) {
  const res = await fetch(`${httpUrl}/admin/events`, {
    method: 'POST',
    headers: { authorization: `Bearer ${adminSecret}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name, headName }),
  });
  if (res.status !== 201) throw new Error(`creating the event failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as { event: string; headJudge: string; headKey: string; joinSecret: string };
}
