import Fuse from 'fuse.js';
import type { PeerDocument } from '../corpus.ts';
import { type Peer, perRuleset } from './peer.ts';

/** Fuse.js in its token mode: its default mode matches the whole query as one fuzzy pattern near the start of a field. */
export const fuse: Peer = {
  name: 'Fuse.js',
  config:
    "new Fuse(docs, { keys: ['title', 'number', 'text'], useTokenSearch: true }): token search with TF-IDF and the default tokenizer, the documented mode for multi-word queries over long text",
  build(rulesets) {
    const index = perRuleset(
      rulesets,
      (r) => new Fuse<PeerDocument>(r.documents, { keys: ['title', 'number', 'text'], useTokenSearch: true }),
    );
    return {
      search: (ruleset, text, limit) =>
        index(ruleset)
          .search(text, { limit })
          .map((h) => h.item.id),
      serialize: () => JSON.stringify(rulesets.map((r) => index(r.id).getIndex().toJSON())),
    };
  },
};
