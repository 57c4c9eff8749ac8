import MiniSearch from 'minisearch';
import { type Peer, perRuleset } from './peer.ts';

/** MiniSearch out of the box: same library as the app, none of its tuning. */
export const minisearchDefault: Peer = {
  name: 'MiniSearch (defaults)',
  config:
    "new MiniSearch({ fields: ['title', 'number', 'text'] }); search(text) with default options (OR, no prefix, no fuzzy)",
  build(rulesets) {
    const index = perRuleset(rulesets, (r) => {
      const mini = new MiniSearch({ fields: ['title', 'number', 'text'] });
      mini.addAll(r.documents);
      return mini;
    });
    return {
      search: (ruleset, text, limit) =>
        index(ruleset)
          .search(text)
          .slice(0, limit)
          .map((h) => String(h.id)),
      serialize: () => JSON.stringify(rulesets.map((r) => index(r.id))),
    };
  },
};
