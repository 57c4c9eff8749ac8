import { existsSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import * as Y from 'yjs';
import { parseDocName } from '../core/event/protocol.ts';
import { SqliteEventStore } from './event-store.ts';
import type { PostgresEventStore } from './postgres-event-store.ts';

/**
 * `--import-sqlite DIR`: copies a data folder's events (records with their hashes, so every phone's key and the
 * join secret keep working) and documents into PostgreSQL. An event already there is left as it is, so running it
 * twice changes nothing. Returns the lines to print.
 */
export async function importSqlite(dir: string, target: PostgresEventStore): Promise<string[]> {
  const eventsFile = join(dir, 'events.sqlite');
  const documentsFile = join(dir, 'documents.sqlite');
  if (!existsSync(eventsFile))
    throw new Error(`--import-sqlite: ${dir} is not a sync server's data folder (no events.sqlite in it)`);
  const source = new SqliteEventStore(eventsFile);
  const docs = existsSync(documentsFile) ? new Database(documentsFile, { readonly: true }) : null;
  const lines: string[] = [];
  let copied = 0;
  try {
    const rows = (docs?.prepare('SELECT name, data FROM documents').all() ?? []) as { name: string; data: Buffer }[];
    for (const id of source.eventIds()) {
      const dump = source.dump(id)!;
      const documents = rows
        .filter((r) => parseDocName(r.name)?.event === id)
        .map((r) => {
          const data = new Uint8Array(r.data);
          return { name: r.name, data, stateVector: Y.encodeStateVectorFromUpdate(data) };
        });
      const bytes = documents.reduce((n, d) => n + d.data.byteLength, 0);
      if (await target.importEvent(dump, documents)) {
        copied++;
        lines.push(
          `copied ${id} "${dump.event.name}": ${dump.judges.length} judge(s), ${documents.length} document(s), ${bytes} bytes`,
        );
      } else lines.push(`skipped ${id} "${dump.event.name}": already in PostgreSQL, left as it is`);
    }
  } finally {
    docs?.close();
    await source.close();
  }
  lines.push(
    copied === 0 && lines.length === 0
      ? `no events in ${dir}`
      : `${copied} event(s) copied, ${lines.length - copied} already there`,
  );
  return lines;
}
