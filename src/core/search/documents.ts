import type { Entry } from '../content/model.ts';
import type { SearchDocument } from './options.ts';

/** Search documents of a ruleset: every entry but fiction, with its section titles as context. */
export function toSearchDocuments(entries: readonly Entry[]): SearchDocument[] {
  const byId = new Map(entries.map((e) => [e.id, e]));
  const contextOf = (entry: Entry): string => {
    const titles: string[] = [];
    for (let p = entry.parent ? byId.get(entry.parent) : undefined; p; p = p.parent ? byId.get(p.parent) : undefined) titles.push(p.title);
    return titles.join(' ');
  };
  return entries
    .filter((e) => e.kind !== 'fiction')
    .map((e) => ({
      id: e.id,
      number: e.number ?? '',
      title: e.title,
      terms: (e.terms ?? []).join(' '),
      context: contextOf(e),
      text: e.text,
      home: e.home ?? '',
    }));
}

/** The words of an entry that proximity ranking reads: its title, then its text. */
export function searchText(entry: Pick<Entry, 'title' | 'text'> | undefined): string | undefined {
  return entry && `${entry.title}\n${entry.text}`;
}
