import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { reservePort } from '../../../src/server/ports.ts';

/**
 * Throwaway PostgreSQL and Redis servers from the Debian packages, for the scale-out tests: a fresh cluster
 * (initdb in a temporary folder, as the `postgres` user when run as root, a free port, its socket in that folder)
 * and a Redis without persistence on a free port. Both are removed by stop(). A missing package fails the test with
 * the command that installs it; nothing is skipped.
 */
const INSTALL = 'apt-get install -y postgresql redis-server';

function postgresBin(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!versions[0]) throw new Error(`PostgreSQL is not installed (no ${root}/*/bin/initdb): ${INSTALL}`);
  return join(root, versions[0], 'bin');
}

const asRoot = process.getuid?.() === 0;

/** Runs a PostgreSQL tool as the `postgres` user when we are root (initdb and postgres refuse root). */
function pgTool(bin: string, args: string[]): string {
  const [cmd, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
  return execFileSync(cmd, argv, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

async function waitFor(what: string, ready: () => boolean | Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await ready())) {
    if (Date.now() > end) throw new Error(`${what} did not start within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

function tempFolder(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  return dir;
}

export interface ThrowawayPostgres {
  url: string;
  port: number;
  /** Stops the server (fast shutdown: open connections are cut, as when the database machine restarts). */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops it and removes its folder. */
  remove(): Promise<void>;
}

export async function startPostgres(): Promise<ThrowawayPostgres> {
  const bin = postgresBin();
  const dir = tempFolder('rk-pg-');
  const data = join(dir, 'data');
  const port = await reservePort();
  try {
    pgTool(join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8']);
  } catch (e) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`initdb failed (${(e as Error).message.split('\n')[0]}); is PostgreSQL installed? ${INSTALL}`, {
      cause: e,
    });
  }
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=300`;
  const log = join(dir, 'server.log');
  const start = async () => {
    pgTool(join(bin, 'pg_ctl'), ['-D', data, '-l', log, '-o', options, '-w', '-t', '60', 'start']);
    await waitFor('PostgreSQL', () => {
      try {
        pgTool(join(bin, 'pg_isready'), ['-h', '127.0.0.1', '-p', String(port)]);
        return true;
      } catch {
        return false;
      }
    });
  };
  const stop = async () => {
    try {
      pgTool(join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']);
    } catch {
      // Already stopped.
    }
  };
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start,
    stop,
    async remove() {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface ThrowawayRedis {
  url: string;
  port: number;
  stop(): Promise<void>;
  start(): Promise<void>;
  remove(): Promise<void>;
}

export async function startRedis(): Promise<ThrowawayRedis> {
  const binary = ['/usr/bin/redis-server', '/usr/local/bin/redis-server'].find((p) => existsSync(p));
  if (!binary) throw new Error(`Redis is not installed (no redis-server): ${INSTALL}`);
  const dir = mkdtempSync(join(tmpdir(), 'rk-redis-'));
  const port = await reservePort();
  let child: ChildProcess | null = null;
  let output = '';
  const start = async () => {
    output = '';
    const c = spawn(
      binary,
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    c.stdout.on('data', (d: Buffer) => (output += d.toString()));
    c.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child = c;
    await waitFor('Redis', () => {
      if (c.exitCode !== null) throw new Error(`redis-server exited:\n${output}`);
      return output.includes('Ready to accept connections');
    });
  };
  const stop = () =>
    new Promise<void>((done) => {
      const c = child;
      if (!c || c.exitCode !== null) return done();
      c.on('exit', () => done());
      c.kill('SIGKILL');
    });
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    start,
    stop,
    async remove() {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
