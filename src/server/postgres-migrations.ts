import type pg from 'pg';

/**
 * The PostgreSQL schema, as numbered steps applied in order and recorded in schema_migrations. Never edit a step
 * that has shipped: add the next one. Every instance runs them at start, under one advisory lock, so two instances
 * starting at once apply each step once (the second waits, then finds nothing left to do).
 */
export const MIGRATIONS: { version: number; name: string; sql: string }[] = [
  {
    version: 1,
    name: 'event records and documents',
    sql: `
CREATE TABLE events (
  id TEXT PRIMARY KEY, name TEXT NOT NULL, join_hash TEXT NOT NULL, created_at TEXT NOT NULL
);
CREATE INDEX events_by_name ON events (name, created_at);
CREATE TABLE judges (
  event TEXT NOT NULL REFERENCES events(id), judge TEXT NOT NULL, name TEXT NOT NULL,
  role TEXT NOT NULL CHECK (role IN ('head', 'floor')), key_hash TEXT NOT NULL,
  revoked BOOLEAN NOT NULL DEFAULT false, joined_at TEXT NOT NULL, PRIMARY KEY (event, judge)
);
CREATE TABLE documents (
  name TEXT PRIMARY KEY, data BYTEA NOT NULL, state_vector BYTEA NOT NULL,
  stored_at TIMESTAMPTZ NOT NULL DEFAULT now()
);`,
  },
  {
    version: 2,
    name: 'call secrets',
    sql: `
CREATE TABLE call_secrets (
  event TEXT PRIMARY KEY REFERENCES events(id), call_hash TEXT NOT NULL, made_at TEXT NOT NULL
);`,
  },
];

/** Any fixed number: the advisory lock every instance takes while it migrates. */
const MIGRATION_LOCK = 0x52_4b_4d_49; // "RKMI"

/** Applies the steps this database lacks; returns the ones applied (none when it is up to date). */
export async function migrate(pool: pg.Pool): Promise<{ version: number; name: string }[]> {
  const client = await pool.connect();
  const applied: { version: number; name: string }[] = [];
  try {
    await client.query('BEGIN');
    // Held until COMMIT: a second instance starting now waits here, then sees every step recorded.
    await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await client.query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())',
    );
    const done = new Set(
      (await client.query<{ version: number }>('SELECT version FROM schema_migrations')).rows.map((r) => r.version),
    );
    for (const step of MIGRATIONS) {
      if (done.has(step.version)) continue;
      await client.query(step.sql);
      await client.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [step.version, step.name]);
      applied.push({ version: step.version, name: step.name });
    }
    const newest = Math.max(...done, 0);
    if (newest > MIGRATIONS.at(-1)!.version)
      throw new Error(
        `the database's schema is version ${newest}, newer than this server knows (${MIGRATIONS.at(-1)!.version}): update the server`,
      );
    await client.query('COMMIT');
    return applied;
  } catch (e) {
    await client.query('ROLLBACK').catch(() => {});
    throw e;
  } finally {
    client.release();
  }
}
