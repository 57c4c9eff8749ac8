import { textChanged, wordDiff, type DiffPart } from './word-diff.ts';
import { type Place, SAME_RULE, likeness, wordsOf } from './book.ts';
import type { BookIndex } from './book-index.ts';

/** What a citation kept: the section, the passage in it ('' or absent: the whole section) and its words, if known. */
export interface CitedPlace {
  anchor: string;
  passage?: string | undefined;
  text?: string | undefined;
}

/**
 * How a cited rule stands in the rulebook a phone has now:
 * - `unknown`: the words cited were not kept, so there is nothing to compare;
 * - `same`: the same words at the same place;
 * - `changed`: other words at the same place (`diff`: removed and added words);
 * - `moved`: the words (or words alike) are now in another section, followed by content (`diff` null when
 *   the words are the same);
 * - `removed`: neither the place nor words alike are in the rulebook any more.
 */
export type CitedState =
  | { kind: 'unknown' }
  | { kind: 'same'; now: Place }
  | { kind: 'changed'; now: Place; diff: DiffPart[] }
  | { kind: 'moved'; now: Place; diff: DiffPart[] | null }
  | { kind: 'removed' };

/**
 * Finds a cited rule in a rulebook's entries (those of the version a phone has now): at its anchor if its words are
 * still there, else by its words wherever they are now (a passage moved to another section, a section renumbered),
 * so a moved rule is followed rather than reported gone.
 */
export function citedNow(cited: CitedPlace, book: BookIndex): CitedState {
  if (cited.text === undefined) return { kind: 'unknown' };
  const text = cited.text;
  const passage = cited.passage ?? '';
  const places = book.places(passage !== '');
  const atAnchor = places.find((p) => p.entry.id === cited.anchor && p.passage === passage);
  if (atAnchor && !textChanged(text, atAnchor.text)) return { kind: 'same', now: atAnchor };
  const exact = book.withText(text, passage !== '', cited.anchor);
  if (exact)
    return exact.entry.id === cited.anchor
      ? // The same words under another passage anchor of the same section (a passage before it changed its first words).
        { kind: 'same', now: exact }
      : { kind: 'moved', now: exact, diff: null };
  const words = wordsOf(text);
  // A rule reworded where it was has not moved, even if words alike are elsewhere too.
  if (atAnchor && likeness(words, book.wordsOf(atAnchor)) >= SAME_RULE)
    return { kind: 'changed', now: atAnchor, diff: wordDiff(text, atAnchor.text) };
  let best: { place: Place; score: number } | null = null;
  for (const place of places) {
    const score = likeness(words, book.wordsOf(place));
    // Ties go to the cited section.
    if (!best || score > best.score || (score === best.score && place.entry.id === cited.anchor))
      best = { place, score };
  }
  if (best && best.score >= SAME_RULE) {
    const diff = wordDiff(text, best.place.text);
    return best.place.entry.id === cited.anchor
      ? { kind: 'changed', now: best.place, diff }
      : { kind: 'moved', now: best.place, diff };
  }
  if (atAnchor) return { kind: 'changed', now: atAnchor, diff: wordDiff(text, atAnchor.text) };
  return { kind: 'removed' };
}

/** True when a citation's rule reads otherwise now, has moved or is gone: what the log marks and filters on. */
export function isChange(state: CitedState): boolean {
  return state.kind === 'changed' || state.kind === 'moved' || state.kind === 'removed';
}
