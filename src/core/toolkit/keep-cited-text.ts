import type { Citation, Ruling } from './schema.ts';

/** A cited place as this phone shows it now, with the edition (and its date) it comes from. */
export interface ShownNow {
  edition: string;
  date: string;
  text: string;
}

/**
 * A ruling logged before cited texts were kept, with each citation's text as this phone shows it now, where that
 * is the text cited: the rulebook's edition is still the one cited and `unchangedSince` (the updates this phone
 * recorded) finds no change to the place since the ruling was made. The texts are marked as recorded `now`, so the
 * ruling says they were kept later. The same object when nothing could be added.
 */
export function keepCitedTexts(
  r: Ruling,
  shownNow: (c: Citation) => ShownNow | null,
  unchangedSince: (c: Citation, since: string) => boolean,
  now: Date,
): Ruling {
  let added = false;
  const citations = r.citations.map((c) => {
    if (c.text !== undefined) return c;
    const shown = shownNow(c);
    if (!shown || shown.edition !== c.edition || !unchangedSince(c, r.createdAt)) return c;
    added = true;
    return {
      ...c,
      passage: c.passage ?? '',
      text: shown.text,
      editionDate: c.editionDate ?? shown.date,
      textRecordedAt: now.toISOString(),
    };
  });
  return added ? { ...r, citations } : r;
}
