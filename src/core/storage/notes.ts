import type { Note } from '../toolkit/schema.ts';
import { requestPersistence } from './persist.ts';
import { type SaveResult, saveWithDB, withDB } from './store.ts';

export function getNote(ruleset: string, anchor: string): Promise<Note | undefined> {
  return withDB((db) => db.notes.get([ruleset, anchor]), undefined);
}

/** Saves a note; the first save asks the browser to keep the data for good. */
export async function saveNote(note: Note): Promise<SaveResult> {
  const result = await saveWithDB((db) => db.notes.put(note));
  if (result.ok) void requestPersistence();
  return result;
}

/** Deletes a note and hands it back, so the judge can undo. */
export function deleteNote(ruleset: string, anchor: string): Promise<Note | undefined> {
  return withDB(
    (db) =>
      db.transaction('rw', db.notes, async () => {
        const note = await db.notes.get([ruleset, anchor]);
        await db.notes.delete([ruleset, anchor]);
        return note;
      }),
    undefined,
  );
}

/** Notes, most recently edited first. */
export function listNotes(): Promise<Note[]> {
  return withDB((db) => db.notes.orderBy('updatedAt').reverse().toArray(), []);
}
