import type { AttachedResult, Citation, Ruling } from './schema.ts';

/** What quick capture can pre-fill: the event and round carried over, a rule cited, a calculator result. */
export interface RulingPrefill {
  event?: string;
  round?: string;
  table?: string;
  citation?: Citation;
  attachment?: AttachedResult;
}

/** A new ruling stamped with `now`, status "given", pre-filled with what the judge came from. */
export function blankRuling(id: string, now: Date, prefill: RulingPrefill = {}): Ruling {
  const time = now.toISOString();
  return {
    id,
    createdAt: time,
    updatedAt: time,
    event: prefill.event ?? '',
    round: prefill.round ?? '',
    table: prefill.table ?? '',
    players: '',
    question: '',
    ruling: '',
    citations: prefill.citation ? [prefill.citation] : [],
    attachment: prefill.attachment ?? null,
    status: 'given',
    appealOutcome: '',
  };
}

/**
 * A ruling as the form's own rules have it, whatever an older version stored: an appeal outcome only once appealed,
 * and its last change not before the time it was made (which the judge may set a little ahead). The form saves
 * this, and exports and shared links carry it, so what the app writes its own import accepts.
 */
export function tidyRuling(r: Ruling): Ruling {
  const appealOutcome = r.status === 'given' ? '' : r.appealOutcome;
  const updatedAt = r.updatedAt < r.createdAt ? r.createdAt : r.updatedAt;
  return appealOutcome === r.appealOutcome && updatedAt === r.updatedAt ? r : { ...r, appealOutcome, updatedAt };
}

/** Adds a citation unless the same rule (the same passage of it, or all of it) is already cited. */
export function withCitation(r: Ruling, c: Citation): Ruling {
  return r.citations.some(
    (x) => x.ruleset === c.ruleset && x.anchor === c.anchor && (x.passage ?? '') === (c.passage ?? ''),
  )
    ? r
    : { ...r, citations: [...r.citations, c] };
}

/** Rulings logged this long ago still set the event and round of the next one: the same event, most likely. */
const CARRY_OVER_MS = 12 * 60 * 60 * 1000;

/**
 * The event and round of the latest ruling, when recent: a judge logs many rulings at one event. A ruling dated
 * after `now` (a typo, or another phone's clock) is not "the latest": it would set every new ruling for ever.
 */
export function carryOver(rulings: readonly Ruling[], now: Date): RulingPrefill {
  const past = rulings.filter((r) => Date.parse(r.createdAt) <= now.getTime());
  const latest = past.reduce<Ruling | undefined>((a, r) => (!a || r.createdAt > a.createdAt ? r : a), undefined);
  if (!latest || now.getTime() - new Date(latest.createdAt).getTime() > CARRY_OVER_MS) return {};
  return { event: latest.event, round: latest.round };
}
