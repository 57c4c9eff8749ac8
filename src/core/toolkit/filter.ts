import { newestFirst } from './order.ts';
import type { Ruling, RulingStatus } from './schema.ts';

/** The log's filters; an empty string means "any". */
export interface LogFilter {
  event: string;
  round: string;
  ruleset: string;
  status: RulingStatus | '';
  /** Words that must all appear somewhere in the ruling. */
  text: string;
  /** Only rulings citing a rule that reads otherwise now, has moved or is gone. */
  changed: boolean;
}

export const NO_FILTER: LogFilter = { event: '', round: '', ruleset: '', status: '', text: '', changed: false };

/** Lower case without accents, so "règle" finds "regle" and the other way round. */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The rulesets a ruling touches: those of its citations and of its attached result. */
export function rulesetsOf(r: Ruling): string[] {
  return [...new Set([...r.citations.map((c) => c.ruleset), ...(r.attachment ? [r.attachment.ruleset] : [])])];
}

/** Everything searchable in a ruling, folded. */
function haystack(r: Ruling): string {
  const a = r.attachment;
  const attached = a ? [a.title, a.headline, ...a.facts.flatMap((f) => [f.label, f.value])] : [];
  const cited = r.citations.flatMap((c) => [c.label, c.number ?? '']);
  return fold(
    [r.event, r.round, r.table, r.players, r.question, r.ruling, r.appealOutcome, ...cited, ...attached].join('\n'),
  );
}

/** The rulings that pass every filter, most recent first; `citesChange`: the ids of rulings citing a changed rule. */
export function filterRulings(
  rulings: readonly Ruling[],
  f: LogFilter,
  citesChange: ReadonlySet<string> = new Set(),
): Ruling[] {
  const words = fold(f.text).split(/\s+/).filter(Boolean);
  const matches = (r: Ruling): boolean => {
    if (
      (f.event && r.event.trim() !== f.event) ||
      (f.round && r.round.trim() !== f.round) ||
      (f.status && r.status !== f.status)
    )
      return false;
    if (f.ruleset && !rulesetsOf(r).includes(f.ruleset)) return false;
    if (f.changed && !citesChange.has(r.id)) return false;
    const text = words.length ? haystack(r) : '';
    return words.every((w) => text.includes(w));
  };
  return newestFirst(rulings.filter(matches));
}

/** The values each filter can take in this log: events newest first, rounds in natural order. */
export function facets(rulings: readonly Ruling[]): { events: string[]; rounds: string[]; rulesets: string[] } {
  const recent = newestFirst(rulings);
  const distinct = (values: string[]) => [...new Set(values.map((s) => s.trim()).filter(Boolean))];
  return {
    events: distinct(recent.map((r) => r.event)),
    rounds: distinct(rulings.map((r) => r.round)).sort((a, b) => a.localeCompare(b, 'en', { numeric: true })),
    rulesets: distinct(rulings.flatMap(rulesetsOf)).sort(),
  };
}
