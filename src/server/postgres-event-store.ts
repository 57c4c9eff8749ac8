import pg from 'pg';
import type { Role } from '../core/event/protocol.ts';
import {
  hashSecret,
  newEventIds,
  newSecret,
  secretMatches,
  type CreatedEvent,
  type EventDump,
  type EventRecord,
  type EventStore,
  type JudgeRecord,
} from './event-store.ts';
import { migrate } from './postgres-migrations.ts';

type JudgeRow = { event: string; judge: string; name: string; role: Role; revoked: boolean; joined_at: string };

const toRecord = (row: JudgeRow): JudgeRecord => ({
  event: row.event,
  judge: row.judge,
  name: row.name,
  role: row.role,
  revoked: row.revoked,
  joinedAt: row.joined_at,
});

/** Refuses anything but a postgres:// address, in one line (the server's start says it and stops). */
export function checkDatabaseUrl(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return `--database: expected an address like postgres://user:password@host:5432/rulekeeper, got ${url}`;
  }
  if (parsed.protocol !== 'postgres:' && parsed.protocol !== 'postgresql:')
    return `--database: only PostgreSQL is supported (postgres://...), got ${parsed.protocol}//...`;
  return null;
}

/** A connection pool whose lost connections never crash the process: the next query reconnects. */
export function openPool(url: string, onError: (e: Error) => void): pg.Pool {
  // A burst of phones (a hall reconnecting) waits for a connection rather than failing; the lookups are short.
  const pool = new pg.Pool({
    connectionString: url,
    max: 20,
    connectionTimeoutMillis: 15_000,
    idleTimeoutMillis: 30_000,
  });
  pool.on('error', onError);
  // The pool listens for errors on idle connections only: one lost while lent out (a transaction, a lock held) would
  // otherwise be an uncaught 'error' event and end the process. Its query fails and says so to its caller.
  pool.on('connect', (client) => client.on('error', onError));
  return pool;
}

/** The event records in PostgreSQL, shared by every instance (the schema is in postgres-migrations.ts). */
export class PostgresEventStore implements EventStore {
  private constructor(readonly pool: pg.Pool) {}

  /** Connects and brings the schema up to date; `migrated` lists the steps this start applied. */
  static async open(pool: pg.Pool) {
    const migrated = await migrate(pool);
    return { store: new PostgresEventStore(pool), migrated };
  }

  async createEvent(name: string, headName: string, now = new Date()): Promise<CreatedEvent> {
    const { event, headJudge } = newEventIds();
    const headKey = newSecret();
    const joinSecret = newSecret();
    const at = now.toISOString();
    // One statement: the event and its head judge are stored together or not at all.
    await this.pool.query(
      `WITH e AS (INSERT INTO events (id, name, join_hash, created_at) VALUES ($1, $2, $3, $4) RETURNING id)
       INSERT INTO judges (event, judge, name, role, key_hash, joined_at) SELECT id, $5, $6, 'head', $7, $4 FROM e`,
      [event, name, hashSecret(joinSecret), at, headJudge, headName, hashSecret(headKey)],
    );
    return { event, headJudge, headKey, joinSecret };
  }

  async event(id: string): Promise<EventRecord | null> {
    const { rows } = await this.pool.query<{ id: string; name: string; created_at: string }>(
      'SELECT id, name, created_at FROM events WHERE id = $1',
      [id],
    );
    return rows[0] ? { id: rows[0].id, name: rows[0].name, createdAt: rows[0].created_at } : null;
  }

  async joinSecretMatches(event: string, secret: string): Promise<boolean> {
    const { rows } = await this.pool.query<{ join_hash: string }>('SELECT join_hash FROM events WHERE id = $1', [
      event,
    ]);
    return rows[0] !== undefined && secretMatches(secret, rows[0].join_hash);
  }

  async rotateJoinSecret(event: string): Promise<string> {
    const secret = newSecret();
    await this.pool.query('UPDATE events SET join_hash = $1 WHERE id = $2', [hashSecret(secret), event]);
    return secret;
  }

  async judge(event: string, judge: string): Promise<JudgeRecord | null> {
    const { rows } = await this.pool.query<JudgeRow>(
      'SELECT event, judge, name, role, revoked, joined_at FROM judges WHERE event = $1 AND judge = $2',
      [event, judge],
    );
    return rows[0] ? toRecord(rows[0]) : null;
  }

  async keyMatches(event: string, judge: string, key: string): Promise<boolean> {
    const { rows } = await this.pool.query<{ key_hash: string }>(
      'SELECT key_hash FROM judges WHERE event = $1 AND judge = $2',
      [event, judge],
    );
    return rows[0] !== undefined && secretMatches(key, rows[0].key_hash);
  }

  async addFloorJudge(event: string, judge: string, name: string, key: string, now = new Date()): Promise<JudgeRecord> {
    await this.pool.query(
      `INSERT INTO judges (event, judge, name, role, key_hash, joined_at) VALUES ($1, $2, $3, 'floor', $4, $5)
       ON CONFLICT DO NOTHING`,
      [event, judge, name, hashSecret(key), now.toISOString()],
    );
    return (await this.judge(event, judge))!;
  }

  async rename(event: string, judge: string, name: string): Promise<void> {
    await this.pool.query('UPDATE judges SET name = $1 WHERE event = $2 AND judge = $3', [name, event, judge]);
  }

  async eventsNamed(name: string): Promise<EventRecord[]> {
    const { rows } = await this.pool.query<{ id: string; name: string; created_at: string }>(
      'SELECT id, name, created_at FROM events WHERE name = $1 ORDER BY created_at',
      [name],
    );
    return rows.map((row) => ({ id: row.id, name: row.name, createdAt: row.created_at }));
  }

  async revoke(event: string, judge: string): Promise<boolean> {
    const result = await this.pool.query(
      "UPDATE judges SET revoked = true WHERE event = $1 AND judge = $2 AND role = 'floor'",
      [event, judge],
    );
    return (result.rowCount ?? 0) > 0;
  }

  async judges(event: string): Promise<JudgeRecord[]> {
    const { rows } = await this.pool.query<JudgeRow>(
      'SELECT event, judge, name, role, revoked, joined_at FROM judges WHERE event = $1 ORDER BY joined_at',
      [event],
    );
    return rows.map(toRecord);
  }

  async setCallSecretHash(event: string, hash: string): Promise<void> {
    await this.pool.query(
      `INSERT INTO call_secrets (event, call_hash, made_at) VALUES ($1, $2, $3)
       ON CONFLICT (event) DO UPDATE SET call_hash = excluded.call_hash, made_at = excluded.made_at`,
      [event, hash, new Date().toISOString()],
    );
  }

  async callSecretHash(event: string): Promise<string | null> {
    const { rows } = await this.pool.query<{ call_hash: string }>(
      'SELECT call_hash FROM call_secrets WHERE event = $1',
      [event],
    );
    return rows[0]?.call_hash ?? null;
  }

  /** Which of these (event, judge) pairs are revoked: the sweep that backs up the revocation messages. */
  async revokedAmong(events: string[]): Promise<{ event: string; judge: string }[]> {
    if (events.length === 0) return [];
    const { rows } = await this.pool.query<{ event: string; judge: string }>(
      'SELECT event, judge FROM judges WHERE revoked AND event = ANY($1)',
      [events],
    );
    return rows;
  }

  /**
   * Copies an event's records (hashes as they are) and documents, in one transaction; false, changing nothing,
   * when the event is here already.
   */
  async importEvent(dump: EventDump, documents: { name: string; data: Uint8Array; stateVector: Uint8Array }[]) {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const inserted = await client.query(
        'INSERT INTO events (id, name, join_hash, created_at) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING',
        [dump.event.id, dump.event.name, dump.event.joinHash, dump.event.createdAt],
      );
      if (inserted.rowCount === 0) {
        await client.query('ROLLBACK');
        return false;
      }
      for (const j of dump.judges)
        await client.query(
          'INSERT INTO judges (event, judge, name, role, key_hash, revoked, joined_at) VALUES ($1, $2, $3, $4, $5, $6, $7)',
          [j.event, j.judge, j.name, j.role, j.keyHash, j.revoked, j.joinedAt],
        );
      if (dump.callSecret)
        await client.query('INSERT INTO call_secrets (event, call_hash, made_at) VALUES ($1, $2, $3)', [
          dump.event.id,
          dump.callSecret.hash,
          dump.callSecret.madeAt,
        ]);
      for (const d of documents)
        await client.query(
          `INSERT INTO documents (name, data, state_vector) VALUES ($1, $2, $3)
           ON CONFLICT (name) DO NOTHING`,
          [d.name, Buffer.from(d.data), Buffer.from(d.stateVector)],
        );
      await client.query('COMMIT');
      return true;
    } catch (e) {
      await client.query('ROLLBACK').catch(() => {});
      throw e;
    } finally {
      client.release();
    }
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}
