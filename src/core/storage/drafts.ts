import * as v from 'valibot';
import { type Ruling, RulingSchema } from '../toolkit/schema.ts';
import { getSetting, setSetting, withDB } from './store.ts';

/** Settings key of a ruling's unsaved draft: "new" for the one being captured, else the ruling's id. */
const draftKey = (which: string): string => `rulingDraft:${which}`;

/**
 * The judge's unsaved draft, so typing survives a reload, a crash or an app update; a draft stored by an older
 * version that no longer fits the schema is dropped rather than trusted.
 */
export async function loadDraft(which: string): Promise<Ruling | null> {
  const parsed = v.safeParse(RulingSchema, await getSetting<unknown>(draftKey(which), null));
  return parsed.success ? parsed.output : null;
}

export function saveDraft(which: string, ruling: Ruling): Promise<void> {
  return setSetting(draftKey(which), ruling);
}

export function dropDraft(which: string): Promise<void> {
  return withDB((db) => db.settings.delete(draftKey(which)), undefined);
}
