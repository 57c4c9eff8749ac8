import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import Database from 'better-sqlite3';
import type { Role } from '../core/event/protocol.ts';

/**
 * The server's own records of events and judges, in SQLite beside the documents. Secrets are stored only as
 * SHA-256 hashes: they are 256-bit random values, so a slow password hash would add nothing.
 */
export interface JudgeRecord {
  event: string;
  judge: string;
  name: string;
  role: Role;
  revoked: boolean;
  joinedAt: string;
}

export interface EventRecord {
  id: string;
  name: string;
  createdAt: string;
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS events (
  id TEXT PRIMARY KEY, name TEXT NOT NULL, join_hash TEXT NOT NULL, created_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS judges (
  event TEXT NOT NULL REFERENCES events(id), judge TEXT NOT NULL, name TEXT NOT NULL,
  role TEXT NOT NULL CHECK (role IN ('head', 'floor')), key_hash TEXT NOT NULL,
  revoked INTEGER NOT NULL DEFAULT 0, joined_at TEXT NOT NULL, PRIMARY KEY (event, judge)
);
CREATE TABLE IF NOT EXISTS call_secrets (
  event TEXT PRIMARY KEY REFERENCES events(id), call_hash TEXT NOT NULL, made_at TEXT NOT NULL
);`;

export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

/** Compares a secret with a stored hash in constant time. */
export function secretMatches(secret: string, hash: string): boolean {
  const a = Buffer.from(hashSecret(secret), 'hex');
  const b = Buffer.from(hash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

type JudgeRow = {
  event: string;
  judge: string;
  name: string;
  role: Role;
  revoked: number;
  joined_at: string;
  key_hash: string;
};

export class EventStore {
  private db: Database.Database;

  constructor(file: string) {
    this.db = new Database(file);
    this.db.pragma('journal_mode = WAL');
    this.db.exec(SCHEMA);
  }

  /** A new event with its head judge: returns the secrets, which are shown once and never stored in clear. */
  createEvent(
    name: string,
    headName: string,
    now = new Date(),
  ): {
    event: string;
    headJudge: string;
    headKey: string;
    joinSecret: string;
  } {
    const event = `evt-${randomBytes(9).toString('base64url')}`;
    const headJudge = `head-${randomBytes(9).toString('base64url')}`;
    const headKey = newSecret();
    const joinSecret = newSecret();
    const at = now.toISOString();
    this.db.transaction(() => {
      this.db
        .prepare('INSERT INTO events (id, name, join_hash, created_at) VALUES (?, ?, ?, ?)')
        .run(event, name, hashSecret(joinSecret), at);
      this.db
        .prepare("INSERT INTO judges (event, judge, name, role, key_hash, joined_at) VALUES (?, ?, ?, 'head', ?, ?)")
        .run(event, headJudge, headName, hashSecret(headKey), at);
    })();
    return { event, headJudge, headKey, joinSecret };
  }

  event(id: string): EventRecord | null {
    const row = this.db.prepare('SELECT id, name, created_at FROM events WHERE id = ?').get(id) as
      { id: string; name: string; created_at: string } | undefined;
    return row ? { id: row.id, name: row.name, createdAt: row.created_at } : null;
  }

  joinSecretMatches(event: string, secret: string): boolean {
    const row = this.db.prepare('SELECT join_hash FROM events WHERE id = ?').get(event) as
      { join_hash: string } | undefined;
    return row !== undefined && secretMatches(secret, row.join_hash);
  }

  rotateJoinSecret(event: string): string {
    const secret = newSecret();
    this.db.prepare('UPDATE events SET join_hash = ? WHERE id = ?').run(hashSecret(secret), event);
    return secret;
  }

  private row(event: string, judge: string): JudgeRow | undefined {
    return this.db.prepare('SELECT * FROM judges WHERE event = ? AND judge = ?').get(event, judge) as
      JudgeRow | undefined;
  }

  judge(event: string, judge: string): JudgeRecord | null {
    const row = this.row(event, judge);
    return row ? toRecord(row) : null;
  }

  keyMatches(event: string, judge: string, key: string): boolean {
    const row = this.row(event, judge);
    return row !== undefined && secretMatches(key, row.key_hash);
  }

  /** Registers a floor judge with the key their phone made (first join with the event's join secret). */
  addFloorJudge(event: string, judge: string, name: string, key: string, now = new Date()): JudgeRecord {
    this.db
      .prepare("INSERT INTO judges (event, judge, name, role, key_hash, joined_at) VALUES (?, ?, ?, 'floor', ?, ?)")
      .run(event, judge, name, hashSecret(key), now.toISOString());
    return this.judge(event, judge)!;
  }

  /** The name a judge confirmed on their phone (it wins over the one given when the event was created). */
  rename(event: string, judge: string, name: string): void {
    this.db.prepare('UPDATE judges SET name = ? WHERE event = ? AND judge = ?').run(name, event, judge);
  }

  /** Events with this name, oldest first (a set-up command run twice finds the event it made). */
  eventsNamed(name: string): EventRecord[] {
    const rows = this.db
      .prepare('SELECT id, name, created_at FROM events WHERE name = ? ORDER BY created_at')
      .all(name) as { id: string; name: string; created_at: string }[];
    return rows.map((row) => ({ id: row.id, name: row.name, createdAt: row.created_at }));
  }

  revoke(event: string, judge: string): boolean {
    return (
      this.db
        .prepare("UPDATE judges SET revoked = 1 WHERE event = ? AND judge = ? AND role = 'floor'")
        .run(event, judge).changes > 0
    );
  }

  judges(event: string): JudgeRecord[] {
    return (this.db.prepare('SELECT * FROM judges WHERE event = ? ORDER BY joined_at').all(event) as JudgeRow[]).map(
      toRecord,
    );
  }

  /** The hash of the event's call secret (table cards); a new one replaces the old, whose cards stop working. */
  async setCallSecretHash(event: string, hash: string, now = new Date()): Promise<void> {
    this.db
      .prepare(
        'INSERT INTO call_secrets (event, call_hash, made_at) VALUES (?, ?, ?) ON CONFLICT (event) DO UPDATE SET call_hash = excluded.call_hash, made_at = excluded.made_at',
      )
      .run(event, hash, now.toISOString());
  }

  /** The hash of the event's call secret, or null before the head judge made one. */
  async callSecretHash(event: string): Promise<string | null> {
    const row = this.db.prepare('SELECT call_hash FROM call_secrets WHERE event = ?').get(event) as
      { call_hash: string } | undefined;
    return row?.call_hash ?? null;
  }

  close(): void {
    this.db.close();
  }
}

function toRecord(row: JudgeRow): JudgeRecord {
  return {
    event: row.event,
    judge: row.judge,
    name: row.name,
    role: row.role,
    revoked: row.revoked === 1,
    joinedAt: row.joined_at,
  };
}
