import { Database } from '@hocuspocus/extension-database';
import { isTransactionOrigin, type Extension, type onChangePayload } from '@hocuspocus/server';
import type pg from 'pg';
import * as Y from 'yjs';

/**
 * The Yjs documents in PostgreSQL, through Hocuspocus's database extension. Several instances store the same
 * document, so a store never overwrites: under a per-document lock it merges what this instance holds into what is
 * stored (a Yjs merge keeps everything either side has). A store that fails (the database is away) is kept and
 * retried with backoff until it succeeds, and the document is never reported lost.
 */
export class PostgresDocuments extends Database {
  private pending = new Map<string, Uint8Array>();
  private retryTimer: NodeJS.Timeout | null = null;
  private retryDelay = 500;
  private closed = false;

  constructor(
    private readonly pool: pg.Pool,
    private readonly onStoreProblem: (problem: Error | null) => void,
  ) {
    super({});
    this.configuration = {
      fetch: async ({ documentName }) => {
        const { rows } = await this.pool
          .query<{ data: Buffer }>('SELECT data FROM documents WHERE name = $1', [documentName])
          .catch((e: unknown) => {
            // Told to the phone as busy (Hocuspocus passes `reason` on), which it asks again for; without one, the
            // phone would hear "permission-denied" after being let in, and give the document up.
            throw Object.assign(new Error(`loading ${documentName}: ${(e as Error).message}`), { reason: 'busy' });
          });
        // A store still waiting for the database holds changes this instance made: they are part of the document.
        const waiting = this.pending.get(documentName);
        const stored = rows[0] ? new Uint8Array(rows[0].data) : null;
        if (stored && waiting) return Y.mergeUpdates([stored, waiting]);
        return stored ?? waiting ?? null;
      },
      store: async ({ documentName, state }) => {
        const waiting = this.pending.get(documentName);
        const update = waiting ? Y.mergeUpdates([waiting, state]) : new Uint8Array(state);
        try {
          await this.write(documentName, update);
          // Unless something newer was queued meanwhile (it holds this and is retried).
          if (this.pending.get(documentName) === waiting) this.pending.delete(documentName);
          this.onStoreProblem(null);
        } catch (e) {
          this.onStoreProblem(e as Error);
          this.queue(documentName, update);
        }
      },
    };
  }

  /** Merges the update into the stored document, under a lock on its name (held even before the row exists). */
  async write(name: string, update: Uint8Array): Promise<void> {
    await this.inTransaction((client) => mergeInto(client, name, update));
  }

  /**
   * Runs `run` while this instance holds a lock every instance respects (`key`: a table's judge call, checked and
   * created as one), with the stored documents read and written in the same transaction.
   */
  async exclusive<T>(key: string, run: (stored: StoredDocuments) => Promise<T>): Promise<T> {
    return this.inTransaction(async (client) => {
      await client.query("SELECT pg_advisory_xact_lock(hashtext('exclusive:' || $1))", [key]);
      return run({
        async read(name) {
          const { rows } = await client.query<{ data: Buffer }>('SELECT data FROM documents WHERE name = $1', [name]);
          return rows[0] ? new Uint8Array(rows[0].data) : null;
        },
        write: (name, update) => mergeInto(client, name, update),
      });
    });
  }

  private async inTransaction<T>(run: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const result = await run(client);
      await client.query('COMMIT');
      return result;
    } catch (e) {
      await client.query('ROLLBACK').catch(() => {});
      throw e;
    } finally {
      client.release();
    }
  }

  /** The stored document's state vector: which changes of each client it holds. */
  async storedStateVector(name: string): Promise<Map<number, number>> {
    const { rows } = await this.pool.query<{ state_vector: Buffer }>(
      'SELECT state_vector FROM documents WHERE name = $1',
      [name],
    );
    return rows[0] ? Y.decodeStateVector(new Uint8Array(rows[0].state_vector)) : new Map();
  }

  private scheduleRetry(): void {
    if (this.retryTimer || this.closed) return;
    this.retryTimer = setTimeout(() => void this.retry(), this.retryDelay);
    this.retryDelay = Math.min(this.retryDelay * 2, 15_000);
  }

  private async retry(): Promise<void> {
    this.retryTimer = null;
    for (const [name, update] of [...this.pending]) {
      try {
        await this.write(name, update);
        // Only if nothing newer was queued meanwhile (that one is merged with this and retried).
        if (this.pending.get(name) === update) this.pending.delete(name);
      } catch (e) {
        this.onStoreProblem(e as Error);
        this.scheduleRetry();
        return;
      }
    }
    this.retryDelay = 500;
    this.onStoreProblem(null);
  }

  /** Keeps an update to store when the database is back (merged with any other waiting for the same document). */
  queue(name: string, update: Uint8Array): void {
    const waiting = this.pending.get(name);
    this.pending.set(name, waiting ? Y.mergeUpdates([waiting, update]) : update);
    this.scheduleRetry();
  }

  /** Documents whose changes wait for the database. */
  get waiting(): number {
    return this.pending.size;
  }

  /** Tries the waiting stores once more before the process ends; returns how many could not be stored. */
  async flush(): Promise<number> {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    for (const [name, update] of [...this.pending]) {
      try {
        await this.write(name, update);
        this.pending.delete(name);
      } catch {
        // Counted below: the phones that made these changes still hold them and send them back.
      }
    }
    return this.pending.size;
  }
}

/**
 * Hocuspocus stores a document only on the instance whose phone changed it: the others, which got the change
 * through Redis, skip their store. If that instance dies before its store (within the debounce), the change would
 * live only in the others' memory. This extension closes the gap: a change that came through Redis is checked a few
 * seconds later against the stored state vector, and stored (merged) when the database still lacks it.
 */
export function storeWhatPeersMissed(documents: PostgresDocuments, delayMs = 4_000): Extension {
  const timers = new Map<string, NodeJS.Timeout>();
  return {
    extensionName: 'rulekeeper-store-what-peers-missed',
    async onChange({ documentName, document, transactionOrigin }: onChangePayload) {
      if (!(isTransactionOrigin(transactionOrigin) && transactionOrigin.source === 'redis')) return;
      if (timers.has(documentName)) return;
      const timer = setTimeout(() => {
        timers.delete(documentName);
        void (async () => {
          try {
            const stored = await documents.storedStateVector(documentName);
            const held = Y.decodeStateVector(Y.encodeStateVector(document));
            const missing = [...held].some(([client, clock]) => (stored.get(client) ?? 0) < clock);
            if (missing) await documents.write(documentName, Y.encodeStateAsUpdate(document));
          } catch {
            // The database is away: kept and retried with the other waiting stores.
            documents.queue(documentName, Y.encodeStateAsUpdate(document));
          }
        })();
      }, delayMs);
      timer.unref();
      timers.set(documentName, timer);
    },
    async onDestroy() {
      for (const t of timers.values()) clearTimeout(t);
    },
  };
}

/** The stored documents as one transaction sees them (see PostgresDocuments.exclusive). */
export interface StoredDocuments {
  read(name: string): Promise<Uint8Array | null>;
  /** Merges the update into what is stored. */
  write(name: string, update: Uint8Array): Promise<void>;
}

/** Merges an update into a stored document, inside the client's transaction, under a lock on the document's name. */
async function mergeInto(client: pg.PoolClient, name: string, update: Uint8Array): Promise<void> {
  await client.query("SELECT pg_advisory_xact_lock(hashtext('document:' || $1))", [name]);
  const { rows } = await client.query<{ data: Buffer }>('SELECT data FROM documents WHERE name = $1', [name]);
  const merged = rows[0] ? Y.mergeUpdates([new Uint8Array(rows[0].data), update]) : update;
  await client.query(
    `INSERT INTO documents (name, data, state_vector, stored_at) VALUES ($1, $2, $3, now())
     ON CONFLICT (name) DO UPDATE SET data = excluded.data, state_vector = excluded.state_vector, stored_at = now()`,
    [name, Buffer.from(merged), Buffer.from(Y.encodeStateVectorFromUpdate(merged))],
  );
}
