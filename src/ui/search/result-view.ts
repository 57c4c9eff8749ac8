import type { Entry, EntryKind } from '../../core/content/model.ts';
import type { SearchHit } from '../../core/search/engine.ts';
import type { ReadEntry } from '../../core/search/searchable.ts';
import { type SnippetPart, makeSnippet, snippetSource } from '../../core/search/snippet.ts';

/** What the results list shows of one hit: computed where the search runs, so painting needs no rules data. */
export interface ResultView {
  number: string | null;
  title: string;
  kind: EntryKind;
  /** A summary definition (its term is defined in full elsewhere). */
  summary: boolean;
  /** "6.11 FRENZY": the entry's parent, where it has one. */
  parent: string | null;
  snippet: SnippetPart[];
  /** The passage the snippet was cut from, when the engine names one (a link lands on it). */
  passage?: string;
}

/** A hit with what the list shows of it. */
export interface FoundHit extends SearchHit {
  view: ResultView;
  /** On the first hit of a search in one rulebook that answers weakly: another rulebook that states it (its id). */
  betterIn?: string;
}

/** "§6.9.2 BLUFFS" style label: number then title. */
export const labelOf = (entry: Pick<Entry, 'number' | 'title'>): string =>
  entry.number ? `${entry.number} ${entry.title}` : entry.title;

/** The list's view of `hit`; null when the entry is unknown (never, with data of the same build). */
export function resultView(hit: SearchHit, entryOf: (id: string) => ReadEntry | undefined): ResultView | null {
  const entry = entryOf(hit.id);
  if (!entry) return null;
  const parent = entry.parent ? entryOf(entry.parent) : undefined;
  const passage = hit.passage;
  return {
    number: entry.number,
    title: entry.title,
    kind: entry.kind,
    summary: entry.home !== undefined,
    parent: parent ? labelOf(parent) : null,
    snippet: makeSnippet(snippetSource(entry, passage), hit.terms),
    ...(passage ? { passage } : {}),
  };
}
