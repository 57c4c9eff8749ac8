import * as v from 'valibot';
import { MAX_LONG } from '../toolkit/limits.ts';
import type { RulingPrefill } from '../toolkit/blank.ts';
import { AttachedResultSchema, CitationSchema, type Ruling, RulingDraftSchema } from '../toolkit/schema.ts';
import { requestPersistence } from './persist.ts';
import { deleteSetting, getSetting, putSettingNow, setSetting } from './store.ts';

/** Settings key of a ruling's unsaved draft: "new" for the one being captured, else the ruling's id. */
const draftKey = (which: string): string => `rulingDraft:${which}`;
/** Settings key of the unsaved text of a note on a section. */
const noteDraftKey = (ruleset: string, anchor: string): string => `noteDraft:${ruleset}/${anchor}`;

/**
 * The judge's unsaved draft, so typing survives a reload, a crash or an app update; a draft stored by an older
 * version that no longer fits the schema is dropped rather than trusted.
 */
export async function loadDraft(which: string): Promise<Ruling | null> {
  const parsed = v.safeParse(RulingDraftSchema, await getSetting<unknown>(draftKey(which), null));
  return parsed.success ? parsed.output : null;
}

/** Keeps a draft; the first one asks the browser to keep the data for good (a draft is the judge's writing too). */
export async function saveDraft(which: string, ruling: Ruling): Promise<void> {
  await setSetting(draftKey(which), ruling);
  void requestPersistence();
}

/** Keeps a draft at once, as the page goes away (see putSettingNow). */
export function saveDraftNow(which: string, ruling: Ruling): void {
  if (!putSettingNow(draftKey(which), ruling)) void saveDraft(which, ruling);
}

export function dropDraft(which: string): Promise<void> {
  return deleteSetting(draftKey(which));
}

/** The unsaved text of the judge's note on a section, or null. */
export async function loadNoteDraft(ruleset: string, anchor: string): Promise<string | null> {
  const text = await getSetting<unknown>(noteDraftKey(ruleset, anchor), null);
  return typeof text === 'string' && text.length <= MAX_LONG ? text : null;
}

/** Keeps a note being typed, like a ruling's draft. */
export async function saveNoteDraft(ruleset: string, anchor: string, text: string): Promise<void> {
  await setSetting(noteDraftKey(ruleset, anchor), text);
  void requestPersistence();
}

/** Keeps a note being typed at once, as the page goes away. */
export function saveNoteDraftNow(ruleset: string, anchor: string, text: string): void {
  if (!putSettingNow(noteDraftKey(ruleset, anchor), text)) void saveNoteDraft(ruleset, anchor, text);
}

export function dropNoteDraft(ruleset: string, anchor: string): Promise<void> {
  return deleteSetting(noteDraftKey(ruleset, anchor));
}

/** Settings key of what the capture of the "new" draft brought (the section cited, the calculator result). */
const BROUGHT_KEY = 'rulingDraftBrought:new';
const BroughtSchema = v.object({ citation: v.optional(CitationSchema), attachment: v.optional(AttachedResultSchema) });
export type Brought = Pick<RulingPrefill, 'citation' | 'attachment'>;

/** What the capture of the unsaved "new" ruling brought, so Clear keeps it after a reload too; {} when nothing. */
export async function loadBrought(): Promise<Brought> {
  const parsed = v.safeParse(BroughtSchema, await getSetting<unknown>(BROUGHT_KEY, null));
  if (!parsed.success) return {};
  const { citation, attachment } = parsed.output;
  return { ...(citation && { citation }), ...(attachment && { attachment }) };
}

export function saveBrought(brought: Brought): Promise<void> {
  return brought.citation || brought.attachment ? setSetting(BROUGHT_KEY, brought) : deleteSetting(BROUGHT_KEY);
}
