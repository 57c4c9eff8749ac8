import type { Entry } from '../content/model.ts';

/** What comparing versions reads of a rulebook's entry: the app's page data and its search data both have it. */
export type BookEntry = Pick<Entry, 'id' | 'number' | 'title' | 'passages'>;

/** A place in a rulebook a judge can cite: a passage of an entry, or the entry's whole text (passage ''). */
export interface Place {
  entry: BookEntry;
  /** The passage's anchor, or '' for the entry's whole text. */
  passage: string;
  text: string;
}

/** An entry's whole text: its passages, one a line (as a citation of the whole section keeps it). */
export function wholeText(entry: Pick<Entry, 'passages'>): string {
  return entry.passages.map((p) => p.text).join('\n');
}

/** The words of a text, lower case: what two versions are compared on (spacing and case aside). */
export function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** How alike two texts are, 0 to 1: the share of words they have in common (Dice's coefficient on word counts). */
export function likeness(a: readonly string[], b: readonly string[]): number {
  if (!a.length && !b.length) return 1;
  const counts = new Map<string, number>();
  for (const w of a) counts.set(w, (counts.get(w) ?? 0) + 1);
  let common = 0;
  for (const w of b) {
    const n = counts.get(w) ?? 0;
    if (n > 0) {
      common++;
      counts.set(w, n - 1);
    }
  }
  return (2 * common) / (a.length + b.length);
}

/** Below this likeness two texts are different rules, not one rule reworded. */
export const SAME_RULE = 0.5;

/** "6.9.2 BLUFFS": how a place is named on screen. */
export function entryName(entry: Pick<Entry, 'number' | 'title'>): string {
  return entry.number ? `${entry.number} ${entry.title}` : entry.title;
}
