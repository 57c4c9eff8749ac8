import type { Entry } from '../content/model.ts';
import type { SearchDocument } from './options.ts';
import { DEFAULT_RANKING, type RankingOptions, isOn } from './ranking-options.ts';

/** Search documents of a ruleset: every entry but fiction (their question indexes unless an evaluation left them out). */
export function toSearchDocuments(
  entries: readonly Entry[],
  ranking: RankingOptions = DEFAULT_RANKING,
): SearchDocument[] {
  const questions = isOn(ranking, 'questions');
  return entries
    .filter((e) => e.kind !== 'fiction')
    .map((e) => ({
      id: e.id,
      number: e.number ?? '',
      title: e.title,
      terms: (e.terms ?? []).join(' '),
      text: e.text,
      questions: questions ? (e.questions ?? []).map((q) => q.text).join('\n') : '',
      home: e.home ?? '',
    }));
}

/** The words of an entry that proximity ranking reads: its title, then its text. */
export function searchText(entry: Pick<Entry, 'title' | 'text'> | undefined): string | undefined {
  return entry && `${entry.title}\n${entry.text}`;
}
