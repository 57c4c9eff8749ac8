import { citedNow } from '../../core/changes/cited-now.ts';
import { citationOf } from '../../core/event/convert.ts';
import type { SharedCitation } from '../../core/event/shared-ruling.ts';
import { CitationItem } from '../rulings/citation-item.tsx';
import type { BookNow, CitedNow } from '../rulings/cited-now.ts';

/** How each rule a shared ruling cites stands in the rulebooks loaded on this phone, as the personal log tells it. */
export function sharedCitedNow(citations: readonly SharedCitation[], books: ReadonlyMap<string, BookNow>): CitedNow[] {
  return citations.map((c) => {
    const book = books.get(c.ruleset) ?? null;
    return { book, state: book ? citedNow(citationOf(c), book.index) : null };
  });
}

/** The rules a shared ruling cites, each shown as the personal log shows it: changed, moved or removed since. */
export function SharedCitations({
  citations,
  now,
}: {
  citations: readonly SharedCitation[];
  now: readonly CitedNow[];
}) {
  if (citations.length === 0) return null;
  return (
    <ul class="event-cites" aria-label="Rules cited">
      {citations.map((c, i) => (
        <li key={`${c.ruleset}/${c.anchor}/${c.passage}`}>
          <CitationItem cite={citationOf(c)} now={now[i]} />
        </li>
      ))}
    </ul>
  );
}
