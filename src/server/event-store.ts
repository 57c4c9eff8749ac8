import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import Database from 'better-sqlite3';
import type { Role } from '../core/event/protocol.ts';

/**
 * The server's own records of events and judges: in SQLite beside the documents (the default), or in PostgreSQL
 * (postgres-event-store.ts) when several instances share them. Secrets are stored only as SHA-256 hashes: they are
 * 256-bit random values, so a slow password hash would add nothing.
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

/** A new event's identifiers and secrets (the secrets are shown once and stored only as hashes). */
export interface CreatedEvent {
  event: string;
  headJudge: string;
  headKey: string;
  joinSecret: string;
}

/** An event's records as stored, hashes included: what --import-sqlite copies from one store into another. */
export interface EventDump {
  event: { id: string; name: string; joinHash: string; createdAt: string };
  judges: (JudgeRecord & { keyHash: string })[];
  callSecret: { hash: string; madeAt: string } | null;
}

/** The event records every server instance reads and writes; SQLite and PostgreSQL implement it. */
export interface EventStore {
  /** A new event with its head judge: returns the secrets, which are shown once and never stored in clear. */
  createEvent(name: string, headName: string, now?: Date): Promise<CreatedEvent>;
  event(id: string): Promise<EventRecord | null>;
  joinSecretMatches(event: string, secret: string): Promise<boolean>;
  rotateJoinSecret(event: string): Promise<string>;
  judge(event: string, judge: string): Promise<JudgeRecord | null>;
  keyMatches(event: string, judge: string, key: string): Promise<boolean>;
  /**
   * Registers a floor judge with the key their phone made (first join with the event's join secret). A phone opens
   * several documents at once, so the same judge may be added twice at the same moment: the second changes nothing
   * and both return the stored record (the caller checks the key).
   */
  addFloorJudge(event: string, judge: string, name: string, key: string, now?: Date): Promise<JudgeRecord>;
  /** The name a judge confirmed on their phone (it wins over the one given when the event was created). */
  rename(event: string, judge: string, name: string): Promise<void>;
  /** Events with this name, oldest first (a set-up command run twice finds the event it made). */
  eventsNamed(name: string): Promise<EventRecord[]>;
  revoke(event: string, judge: string): Promise<boolean>;
  judges(event: string): Promise<JudgeRecord[]>;
  setCallSecretHash(event: string, hash: string): Promise<void>;
  callSecretHash(event: string): Promise<string | null>;
  close(): Promise<void>;
}

export function newEventIds(): { event: string; headJudge: string } {
  return {
    event: `evt-${randomBytes(9).toString('base64url')}`,
    headJudge: `head-${randomBytes(9).toString('base64url')}`,
  };
}

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

/** The embedded default: one SQLite file (events.sqlite) in the data folder. */
export class SqliteEventStore implements EventStore {
  private db: Database.Database;

  constructor(file: string) {
    this.db = new Database(file);
    this.db.pragma('journal_mode = WAL');
    this.db.exec(SCHEMA);
  }

  async createEvent(name: string, headName: string, now = new Date()): Promise<CreatedEvent> {
    const { event, headJudge } = newEventIds();
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

  async event(id: string): Promise<EventRecord | null> {
    const row = this.db.prepare('SELECT id, name, created_at FROM events WHERE id = ?').get(id) as
      { id: string; name: string; created_at: string } | undefined;
    return row ? { id: row.id, name: row.name, createdAt: row.created_at } : null;
  }

  async joinSecretMatches(event: string, secret: string): Promise<boolean> {
    const row = this.db.prepare('SELECT join_hash FROM events WHERE id = ?').get(event) as
      { join_hash: string } | undefined;
    return row !== undefined && secretMatches(secret, row.join_hash);
  }

  async rotateJoinSecret(event: string): Promise<string> {
    const secret = newSecret();
    this.db.prepare('UPDATE events SET join_hash = ? WHERE id = ?').run(hashSecret(secret), event);
    return secret;
  }

  private row(event: string, judge: string): JudgeRow | undefined {
    return this.db.prepare('SELECT * FROM judges WHERE event = ? AND judge = ?').get(event, judge) as
      JudgeRow | undefined;
  }

  async judge(event: string, judge: string): Promise<JudgeRecord | null> {
    const row = this.row(event, judge);
    return row ? toRecord(row) : null;
  }

  async keyMatches(event: string, judge: string, key: string): Promise<boolean> {
    const row = this.row(event, judge);
    return row !== undefined && secretMatches(key, row.key_hash);
  }

  async addFloorJudge(event: string, judge: string, name: string, key: string, now = new Date()): Promise<JudgeRecord> {
    this.db
      .prepare(
        "INSERT INTO judges (event, judge, name, role, key_hash, joined_at) VALUES (?, ?, ?, 'floor', ?, ?) ON CONFLICT DO NOTHING",
      )
      .run(event, judge, name, hashSecret(key), now.toISOString());
    return toRecord(this.row(event, judge)!);
  }

  async rename(event: string, judge: string, name: string): Promise<void> {
    this.db.prepare('UPDATE judges SET name = ? WHERE event = ? AND judge = ?').run(name, event, judge);
  }

  async eventsNamed(name: string): Promise<EventRecord[]> {
    const rows = this.db
      .prepare('SELECT id, name, created_at FROM events WHERE name = ? ORDER BY created_at')
      .all(name) as { id: string; name: string; created_at: string }[];
    return rows.map((row) => ({ id: row.id, name: row.name, createdAt: row.created_at }));
  }

  async revoke(event: string, judge: string): Promise<boolean> {
    return (
      this.db
        .prepare("UPDATE judges SET revoked = 1 WHERE event = ? AND judge = ? AND role = 'floor'")
        .run(event, judge).changes > 0
    );
  }

  async judges(event: string): Promise<JudgeRecord[]> {
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

  /** Every event's id, oldest first. */
  eventIds(): string[] {
    return (this.db.prepare('SELECT id FROM events ORDER BY created_at').all() as { id: string }[]).map((r) => r.id);
  }

  /** An event's records with their hashes, for copying into another store. */
  dump(id: string): EventDump | null {
    const e = this.db.prepare('SELECT * FROM events WHERE id = ?').get(id) as
      { id: string; name: string; join_hash: string; created_at: string } | undefined;
    if (!e) return null;
    const judges = (
      this.db.prepare('SELECT * FROM judges WHERE event = ? ORDER BY joined_at').all(id) as JudgeRow[]
    ).map((row) => ({ ...toRecord(row), keyHash: row.key_hash }));
    const call = this.db.prepare('SELECT call_hash, made_at FROM call_secrets WHERE event = ?').get(id) as
      { call_hash: string; made_at: string } | undefined;
    return {
      event: { id: e.id, name: e.name, joinHash: e.join_hash, createdAt: e.created_at },
      judges,
      callSecret: call ? { hash: call.call_hash, madeAt: call.made_at } : null,
    };
  }

  async close(): Promise<void> {
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
