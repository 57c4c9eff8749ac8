import type { SearchableRuleset } from '../../core/search/engine.ts';
import { toSearchDocuments } from '../../core/search/documents.ts';
import type { SearchDocument } from '../../core/search/options.ts';
import { loadRulesets } from '../load-rulesets.ts';

/** The fields every peer engine indexes: the printed number, the title and the text of an entry. */
export type PeerDocument = {
  id: string;
  number: string;
  title: string;
  text: string;
};

/** One ruleset as the bench sees it: the app's searchable index and the same entries for the peers. */
export interface BenchRuleset {
  id: string;
  searchable: SearchableRuleset;
  /** What the app indexes (with defined terms and section context). */
  searchDocuments: SearchDocument[];
  /** The same entries, with the fields the peers index. */
  documents: PeerDocument[];
}

/** Every ruleset in content/, with the entries the app's index holds (fiction excluded) and their text. */
export interface BenchCorpus {
  rulesets: BenchRuleset[];
  /** Text of an entry, as `npm run eval` matches expected phrases against it. */
  entryText: (ruleset: string, id: string) => string;
}

export function loadBenchCorpus(): BenchCorpus {
  const loaded = loadRulesets();
  return {
    rulesets: loaded.searchable.map((searchable) => {
      const searchDocuments = toSearchDocuments(loaded.data.get(searchable.id)?.entries ?? []);
      return {
        id: searchable.id,
        searchable,
        searchDocuments,
        documents: searchDocuments.map(({ id, number, title, text }) => ({ id, number, title, text })),
      };
    }),
    entryText: (ruleset, id) => loaded.entry(ruleset, id).text,
  };
}
