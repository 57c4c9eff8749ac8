import { search } from '../../../core/search/engine.ts';
import { forgetRecentWords } from '../../../core/search/word-search.ts';
import { createSearchIndex, saveSearchIndex } from '../../../core/search/index.ts';
import type { Peer } from './peer.ts';

/** The app's own search: MiniSearch with its options (src/core/search/options.ts), synonyms and proximity ranking. */
export const appSearch: Peer = {
  name: 'app (MiniSearch, app options)',
  config:
    'search() from src/core/search/engine.ts: fields number, title, terms, text with boosts; Porter2 stemming, stop words, prefix (with completion of the word being typed) and fuzzy rules, synonyms, proximity re-ranking; timed from cold (no words remembered between searches)',
  build(rulesets) {
    const searchable = rulesets.map((r) => ({ ...r.searchable, ...createSearchIndex(r.searchDocuments) }));
    return {
      // From cold every time, as the other engines: nothing remembered from an earlier search.
      search: (ruleset, text, limit) => {
        forgetRecentWords();
        return search(searchable, { text, ruleset, limit }).map((h) => h.id);
      },
      serialize: () => `[${searchable.map(saveSearchIndex).join(',')}]`,
    };
  },
};
