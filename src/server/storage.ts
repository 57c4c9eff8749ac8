import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { SQLite } from '@hocuspocus/extension-sqlite';
import type { Extension } from '@hocuspocus/server';
import { SqliteEventStore, type EventStore } from './event-store.ts';
import { PostgresDocuments, storeWhatPeersMissed } from './postgres-documents.ts';
import { openPool, PostgresEventStore } from './postgres-event-store.ts';
import { Reachability, reasonOf } from './reachability.ts';

/**
 * Where the server keeps its event records and documents: SQLite files in the data folder (the default), or one
 * PostgreSQL database that every instance shares (--database).
 */
export interface Storage {
  store: EventStore;
  /** The Hocuspocus extensions that load and store the documents. */
  extensions: Extension[];
  /** Whether documents are stored so several instances can share them (merged, never overwritten). */
  shared: boolean;
  /** For the start line: where the data is (never a password). */
  description: string;
  /** Null when the database answers, else why not (also logged once per change). */
  check(): Promise<string | null>;
  /** The PostgreSQL store (revocation sweep, import), when there is one. */
  postgres?: PostgresEventStore;
  /** The documents in PostgreSQL, when shared: what several instances decide as one (a table's open call). */
  documents?: PostgresDocuments;
  close(): Promise<void>;
}

/** Errors that waiting will not fix: a wrong password, a database that does not exist, no permission. */
const FATAL_CODES = new Set(['28P01', '28000', '3D000', '42501']);

export async function openStorage(options: {
  dataDir: string;
  database?: string;
  log: (line: string) => void;
  /** How long the start waits for PostgreSQL to answer before giving up. */
  waitMs?: number;
}): Promise<Storage> {
  if (!options.database) {
    mkdirSync(options.dataDir, { recursive: true });
    const store = new SqliteEventStore(join(options.dataDir, 'events.sqlite'));
    return {
      store,
      extensions: [new SQLite({ database: join(options.dataDir, 'documents.sqlite') })],
      shared: false,
      description: `data in ${options.dataDir}`,
      check: async () => null,
      close: () => store.close(),
    };
  }
  const reach = new Reachability('PostgreSQL', options.log);
  const pool = openPool(options.database, (e) => reach.report(reasonOf(e)));
  const end = Date.now() + (options.waitMs ?? 30_000);
  let opened: Awaited<ReturnType<typeof PostgresEventStore.open>>;
  for (let delay = 250; ; delay = Math.min(delay * 2, 5_000)) {
    try {
      opened = await PostgresEventStore.open(pool);
      reach.report(null);
      break;
    } catch (e) {
      const code = (e as { code?: string }).code ?? '';
      if (FATAL_CODES.has(code) || Date.now() + delay > end) {
        await pool.end().catch(() => {});
        throw new Error(`--database: cannot use ${safeUrl(options.database)}: ${reasonOf(e)}`, { cause: e });
      }
      reach.report(reasonOf(e));
      await new Promise((r) => setTimeout(r, delay));
    }
  }
  for (const m of opened.migrated) options.log(`PostgreSQL schema: applied migration ${m.version} (${m.name})`);
  const documents = new PostgresDocuments(pool, (e) => reach.report(e ? reasonOf(e) : null));
  return {
    store: opened.store,
    postgres: opened.store,
    documents,
    extensions: [documents, storeWhatPeersMissed(documents)],
    shared: true,
    description: `data in PostgreSQL ${safeUrl(options.database)}`,
    async check() {
      try {
        // Answered within 2 s or counted as unreachable (a pool waiting for a connection would wait longer).
        await Promise.race([
          pool.query('SELECT 1'),
          new Promise((_, fail) => setTimeout(() => fail(new Error('no answer within 2 s')), 2_000).unref()),
        ]);
        if (documents.waiting === 0) reach.report(null);
      } catch (e) {
        reach.report(reasonOf(e));
      }
      return reach.reason;
    },
    async close() {
      const lost = await documents.flush();
      if (lost > 0)
        options.log(
          `${lost} document(s) could not be stored before stopping; the phones that changed them resend them`,
        );
      await pool.end();
    },
  };
}

/** The address without its password. */
export function safeUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '(unreadable address)';
  }
}
