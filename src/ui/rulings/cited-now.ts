import { useEffect, useState } from 'preact/hooks';
import { BookIndex } from '../../core/changes/book-index.ts';
import { wholeText } from '../../core/changes/book.ts';
import { type CitedState, citedNow, isChange } from '../../core/changes/cited-now.ts';
import type { RulesetMeta } from '../../core/content/model.ts';
import { listRuleUpdates, unchangedSince } from '../../core/storage/rule-updates.ts';
import { saveRuling } from '../../core/storage/rulings.ts';
import { keepCitedTexts } from '../../core/toolkit/keep-cited-text.ts';
import type { Citation, Ruling } from '../../core/toolkit/schema.ts';
import { findManifest, loadRuleset } from '../data/rulesets.ts';

/** A rulebook as this phone has it now, indexed for finding cited texts in it. */
export interface BookNow {
  meta: RulesetMeta;
  index: BookIndex;
}

const books = new Map<string, Promise<BookNow | null>>();

/** The rulebook this phone has under that id (loaded once), or null when it has none. */
export function bookNow(ruleset: string): Promise<BookNow | null> {
  if (!findManifest(ruleset)) return Promise.resolve(null);
  let book = books.get(ruleset);
  if (!book) {
    book = loadRuleset(ruleset).then(
      (data) => ({ meta: data.meta, index: new BookIndex(data.entries) }),
      () => null,
    );
    books.set(ruleset, book);
  }
  return book;
}

/** Each cited rulebook this phone has, loaded. */
export async function booksOf(citations: readonly Pick<Citation, 'ruleset'>[]): Promise<Map<string, BookNow>> {
  const ids = [...new Set(citations.map((c) => c.ruleset))];
  const loaded = await Promise.all(ids.map(async (id) => [id, await bookNow(id)] as const));
  return new Map(loaded.filter((pair): pair is readonly [string, BookNow] => pair[1] !== null));
}

/** The rulebooks these citations are in, as this phone has them: empty until loaded, again when another is cited. */
export function useBooksNow(citations: readonly Pick<Citation, 'ruleset'>[]): ReadonlyMap<string, BookNow> {
  const [books, setBooks] = useState<ReadonlyMap<string, BookNow>>(new Map());
  const rulesets = [...new Set(citations.map((c) => c.ruleset))].sort().join(' ');
  useEffect(() => {
    let live = true;
    void booksOf(citations).then((found) => live && setBooks(found));
    return () => {
      live = false;
    };
  }, [rulesets]);
  return books;
}

/** A citation and how its rule stands now (null: this phone lacks the rulebook), with the rulebook as it is now. */
export interface CitedNow {
  state: CitedState | null;
  book: BookNow | null;
}

/** How each citation of each ruling stands in the rulebooks this phone has; null until worked out. */
export function useCitedNow(rulings: readonly Ruling[]): Map<string, CitedNow[]> | null {
  const [result, setResult] = useState<Map<string, CitedNow[]> | null>(null);
  useEffect(() => {
    let live = true;
    const start = performance.now();
    void booksOf(rulings.flatMap((r) => r.citations)).then((found) => {
      if (!live) return;
      const states = new Map(
        rulings.map((r) => [
          r.id,
          r.citations.map((c) => {
            const book = found.get(c.ruleset) ?? null;
            return { book, state: book ? citedNow(c, book.index) : null };
          }),
        ]),
      );
      setResult(states);
      // Its cost, for the tests and the bench to read: loading the cited rulebooks and finding each cited text.
      performance.measure('rulekeeper:cited-now', { start });
    });
    return () => {
      live = false;
    };
  }, [rulings]);
  return result;
}

/** The first way a ruling's cited rules changed (changed, moved, removed), for its mark in the log; null if none. */
export function changeOf(cited: readonly CitedNow[] | undefined): CitedState['kind'] | null {
  return cited?.find((c) => c.state && isChange(c.state))?.state?.kind ?? null;
}

/**
 * A ruling logged before cited texts were kept gains them, from the rulebooks this phone has, where they are the
 * texts cited (same edition, no update recorded since that changed the place); saved without counting as an edit.
 */
export async function keepTextsOf(ruling: Ruling): Promise<void> {
  const missing = ruling.citations.filter((c) => c.text === undefined);
  if (!missing.length) return;
  const [found, updates] = await Promise.all([booksOf(missing), listRuleUpdates()]);
  const kept = keepCitedTexts(
    ruling,
    (c) => {
      const book = found.get(c.ruleset);
      const entry = book?.index.entries.find((e) => e.id === c.anchor);
      const passage = c.passage ? entry?.passages.find((p) => p.id === c.passage) : undefined;
      if (!book || !entry || (c.passage && !passage)) return null;
      return { edition: book.meta.edition, date: book.meta.date, text: passage ? passage.text : wholeText(entry) };
    },
    (c, since) => unchangedSince(updates, c, since),
    new Date(),
  );
  if (kept !== ruling) await saveRuling(kept);
}
