import type { AttachedResult, Citation, Ruling, RulingStatus } from './schema.ts';

/** Status words as judges say them. */
export const STATUS_LABELS: Record<RulingStatus, string> = {
  given: 'Given',
  appealed: 'Appealed',
  upheld: 'Upheld on appeal',
  overturned: 'Overturned on appeal',
};

/** The edition a cited text comes from, with its date when kept: "Complete Rules, April 2018 update, 2018-04". */
export function editionText(c: Pick<Citation, 'edition' | 'editionDate'>): string {
  return [c.edition, c.editionDate].filter(Boolean).join(', ');
}

/** A cited rule with the edition it was read in: "Rage 2018 §6.9.2 BLUFFS (Complete Rules, April 2018 update, 2018-04)". */
export function citationText(c: Citation): string {
  return c.edition ? `${c.label} (${editionText(c)})` : c.label;
}

/** A calculator result in a few lines of text: title, headline, facts. */
export function attachmentText(a: AttachedResult): string {
  return [`${a.title}: ${a.headline}`, ...a.facts.map((f) => `${f.label}: ${f.value}`)].join('\n');
}

/** "2025-03-01 14:05 UTC": a time anyone reading an export can place, whatever their time zone. */
export function utcTime(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}

/**
 * A round as judges name it: a bare number "3" reads "Round 3"; a round already named ("Round 3", as an event's
 * rounds are, or "Top 8") stays as written.
 */
export function roundName(round: string): string {
  return /^\d+$/.test(round.trim()) ? `Round ${round.trim()}` : round;
}

/** Where a ruling was made: "Spring Open · Round 3 · Table 12". */
export function rulingPlace(r: Pick<Ruling, 'event' | 'round' | 'table'>): string {
  return [r.event, r.round && roundName(r.round), r.table && `Table ${r.table}`].filter(Boolean).join(' · ');
}
