import type { PageData, PageEntry } from './manifest.ts';

/** What any page can know of any entry without loading its chapter: enough to name it, link to it and place it. */
export type EntryLabel = Pick<
  PageEntry,
  'id' | 'number' | 'title' | 'kind' | 'parent' | 'children' | 'depth' | 'inline'
>;

/** A ruleset's table of contents: every entry's label, in reading order, with the chapter that holds it. */
export interface TocData {
  labels: (EntryLabel & { chapter: number })[];
}

/** One chapter of a ruleset: what its pages show (a section page needs only this and the table of contents). */
export interface ChapterData {
  /** The chapter's entries (the chapter, its sections, their definitions and sidebars), in reading order. */
  entries: PageEntry[];
  /** Definitions in other chapters that this chapter's text links to, for the definition shown in place. */
  linked: PageEntry[];
}

/** What a ruleset's data holds besides its entries: about text, definitions list, cross-references, notes, synonyms. */
export type RulesetExtras = Omit<PageData, 'entries'>;

/** The whole of a ruleset's page data again, from its extras and its chapters in order (splitByChapter's inverse). */
export function joinChapters(extras: RulesetExtras, chapters: readonly Pick<ChapterData, 'entries'>[]): PageData {
  return { ...extras, entries: chapters.flatMap((c) => c.entries) };
}

/** Anchors a rendered entry links as defined terms (link-terms.ts writes `data-term`). */
const TERM_LINK = /\bdata-term="([^"]+)"/g;
/** Where an inline child (definition, sidebar) sits in its parent's HTML (render-markdown.ts). */
const INLINE_CHILD = /<rk-entry data-id="([^"]+)"><\/rk-entry>/g;

const label = ({ id, number, title, kind, parent, children, depth, inline }: PageEntry): EntryLabel => ({
  id,
  number,
  title,
  kind,
  parent,
  children,
  depth,
  inline,
});

/**
 * Splits a ruleset's page data by chapter (an entry without a parent and everything under it), plus the table of
 * contents that says which chapter holds each entry. Nothing is lost: every entry is in exactly one chapter.
 */
export function splitByChapter(data: Pick<PageData, 'entries'>): { toc: TocData; chapters: ChapterData[] } {
  const byId = new Map(data.entries.map((e) => [e.id, e]));
  const chapterOf = new Map<string, number>();
  const roots = data.entries.filter((e) => e.parent === null);
  const chapters: ChapterData[] = roots.map(() => ({ entries: [], linked: [] }));
  const rootOf = (entry: PageEntry): PageEntry => {
    let at = entry;
    for (let up = at.parent ? byId.get(at.parent) : undefined; up; up = up.parent ? byId.get(up.parent) : undefined)
      at = up;
    return at;
  };
  for (const entry of data.entries) {
    const chapter = roots.indexOf(rootOf(entry));
    chapterOf.set(entry.id, chapter);
    chapters[chapter]?.entries.push(entry);
  }
  chapters.forEach((chapter, index) => {
    const linked = new Set<string>();
    const take = (id: string) => {
      const entry = byId.get(id);
      if (!entry || chapterOf.get(id) === index || linked.has(id)) return;
      linked.add(id);
      // A definition shows its own inline children too.
      for (const [, child] of entry.html.matchAll(INLINE_CHILD)) if (child) take(child);
    };
    for (const entry of chapter.entries) for (const [, term] of entry.html.matchAll(TERM_LINK)) if (term) take(term);
    chapter.linked = data.entries.filter((e) => linked.has(e.id));
  });
  return {
    toc: { labels: data.entries.map((e) => ({ ...label(e), chapter: chapterOf.get(e.id) ?? 0 })) },
    chapters,
  };
}
