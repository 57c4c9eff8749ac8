import type { Entry } from '../../core/content/model.ts';
import { loadDraft, saveDraft } from '../../core/storage/drafts.ts';
import { newId } from '../../core/storage/ids.ts';
import { listRulings } from '../../core/storage/rulings.ts';
import { blankRuling, carryOver, withCitation } from '../../core/toolkit/blank.ts';
import type { AttachedResult, Ruling } from '../../core/toolkit/schema.ts';
import { loadRuleset } from '../data/rulesets.ts';
import { citationOf } from './citation-of.ts';

/** A calculator result on its way to the capture page: handed over in memory, so it works without storage too. */
let pending: AttachedResult | null = null;

export function handOverResult(result: AttachedResult): void {
  pending = result;
}

/** The ruling being captured: the unsaved draft if any (else a new one carrying the last event and round), plus
 * the section cited ("ruleset/anchor") and the calculator result handed over. */
export async function startCapture(cite: string | undefined): Promise<{ ruling: Ruling; restored: boolean }> {
  const draft = await loadDraft('new');
  let ruling = draft ?? blankRuling(newId(), new Date(), carryOver(await listRulings(), new Date()));
  const before = ruling;
  if (pending) ruling = { ...ruling, attachment: pending };
  pending = null;
  const [rulesetId, anchor] = cite?.split('/') ?? [];
  if (rulesetId && anchor) {
    const ruleset = await loadRuleset(rulesetId).catch(() => null);
    const entry: Entry | undefined = ruleset?.byId.get(anchor);
    if (ruleset && entry) ruling = withCitation(ruling, citationOf(ruleset, entry));
  }
  // What was handed over is kept at once: a reload no longer has the address or the memory it came in.
  if (ruling !== before) await saveDraft('new', ruling);
  return { ruling, restored: draft !== null };
}
