/** Words of a passage's id: enough to tell passages apart, few enough to survive an edit further on. */
const ID_WORDS = 4;
const ID_MAX_LENGTH = 32;

/** The slug of a passage's first words: "A creature that is hacked apart…" → "a-creature-that-is". */
function slugOf(text: string): string {
  const words =
    text
      .toLowerCase()
      .normalize('NFKD')
      .match(/[a-z0-9]+/g) ?? [];
  const slug = words.slice(0, ID_WORDS).join('-').slice(0, ID_MAX_LENGTH).replace(/-+$/, '');
  return slug || 'passage';
}

/**
 * The anchors of an entry's passages, in order, from their words alone: `<entry>--<first words>`, numbered when two
 * start alike. The build gives them to the pages; the search data leaves them out and the app makes them again.
 */
export function passageIds(entryId: string, texts: readonly string[]): string[] {
  const used = new Map<string, number>();
  return texts.map((text) => {
    const base = `${entryId}--${slugOf(text)}`;
    const n = (used.get(base) ?? 0) + 1;
    used.set(base, n);
    return n === 1 ? base : `${base}-${n}`;
  });
}
