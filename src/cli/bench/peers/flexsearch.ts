import { Document } from 'flexsearch';
import type { PeerDocument } from '../corpus.ts';
import { type Peer, perRuleset } from './peer.ts';

/** FlexSearch's document index with its default tokenizer and encoder. */
export const flexsearch: Peer = {
  name: 'FlexSearch',
  config:
    "new Document({ document: { id: 'id', index: ['title', 'number', 'text'] } }) (default tokenize 'strict', default encoder); search(text, { suggest: true, merge: true }): suggest so a question matches without every word, as in the other engines",
  build(rulesets) {
    const index = perRuleset(rulesets, (r) => {
      const doc = new Document<PeerDocument>({ document: { id: 'id', index: ['title', 'number', 'text'] } });
      for (const d of r.documents) doc.add(d);
      return doc;
    });
    return {
      search: (ruleset, text, limit) =>
        index(ruleset)
          .search(text, { suggest: true, merge: true, limit })
          .map((h) => String(h.id)),
      serialize() {
        const parts: Record<string, string> = {};
        for (const r of rulesets) index(r.id).export((key, data) => void (parts[`${r.id}.${key}`] = data));
        return JSON.stringify(parts);
      },
    };
  },
};
