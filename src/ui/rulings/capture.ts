import type { PageEntry } from '../../core/content/manifest.ts';
import { type Brought, loadBrought, loadDraft, saveBrought, saveDraft } from '../../core/storage/drafts.ts';
import { newId } from '../../core/storage/ids.ts';
import { listRulings } from '../../core/storage/rulings.ts';
import { type RulingPrefill, blankRuling, carryOver, withCitation } from '../../core/toolkit/blank.ts';
import type { AttachedResult, Ruling } from '../../core/toolkit/schema.ts';
import { loadRuleset } from '../data/rulesets.ts';
import { eventContext } from '../data/event-context.ts';
import { citationOf } from './citation-of.ts';

/** A calculator result on its way to the capture page: handed over in memory, so it works without storage too. */
let pending: AttachedResult | null = null;

export function handOverResult(result: AttachedResult): void {
  pending = result;
}

/** What the capture page starts from. */
export interface Capture {
  ruling: Ruling;
  /** True when `ruling` is the unsaved draft the judge left, rather than a new one. */
  restored: boolean;
  /** What this capture brought (the section cited, the calculator result): a new ruling started here keeps it. */
  brought: Brought;
  /** True when this capture has just added what it brought to the restored draft (the page says so). */
  added: boolean;
}

/** The section cited ("ruleset/anchor") and the calculator result handed over, taken once. */
async function takeBrought(cite: string | undefined): Promise<Capture['brought']> {
  const brought: Capture['brought'] = pending ? { attachment: pending } : {};
  pending = null;
  const [rulesetId, anchor, passageId] = cite?.split('/') ?? [];
  if (rulesetId && anchor) {
    const ruleset = await loadRuleset(rulesetId).catch(() => null);
    const entry: PageEntry | undefined = ruleset?.byId.get(anchor);
    // A passage this rulebook does not have (an old link) cites the section.
    const passage = passageId ? entry?.passages.find((p) => p.id === passageId) : undefined;
    if (ruleset && entry) brought.citation = citationOf(ruleset, entry, passage);
  }
  return brought;
}

/** While an event is active, a new ruling starts in it and its current round (rather than the last ruling's). */
function eventPrefill(): RulingPrefill {
  const active = eventContext();
  if (!active) return {};
  return { ...(active.name ? { event: active.name } : {}), ...(active.round ? { round: active.round } : {}) };
}

/**
 * A new ruling, stamped now, carrying the active event and round (else the last ruling's) and what the capture brought. It is kept as the
 * draft at once when it holds something handed over, and so is what was brought: a reload no longer has the
 * address or the memory it came in.
 */
export async function freshCapture(brought: Capture['brought']): Promise<Capture> {
  const ruling = blankRuling(newId(), new Date(), {
    ...carryOver(await listRulings(), new Date()),
    ...eventPrefill(),
    ...brought,
  });
  if (brought.citation || brought.attachment) await saveDraft('new', ruling);
  await saveBrought(brought);
  return { ruling, restored: false, brought, added: false };
}

/**
 * The ruling being captured: the unsaved draft if any, with what this capture brought added to it (the judge may be
 * looking up a rule for the ruling being written), else a new one. Clearing starts a fresh ruling with what was
 * brought (see freshCapture).
 */
export async function startCapture(cite: string | undefined): Promise<Capture> {
  const brought = await takeBrought(cite);
  const draft = await loadDraft('new');
  if (!draft) return freshCapture(brought);
  // Opened again with nothing handed over (a reload, "+ Log a ruling"): the draft keeps what its capture brought.
  if (!brought.citation && !brought.attachment)
    return { ruling: draft, restored: true, brought: await loadBrought(), added: false };
  let ruling = draft;
  if (brought.attachment) ruling = { ...ruling, attachment: brought.attachment };
  if (brought.citation) ruling = withCitation(ruling, brought.citation);
  if (ruling !== draft) await saveDraft('new', ruling);
  await saveBrought(brought);
  return { ruling, restored: true, brought, added: true };
}
