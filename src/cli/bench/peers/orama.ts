import { create, insert, save, search } from '@orama/orama';
import { type Peer, perRuleset } from './peer.ts';

const SCHEMA = { id: 'string', number: 'string', title: 'string', text: 'string' } as const;

/** Orama with its default English tokenizer (no stemming) and BM25 defaults. */
export const orama: Peer = {
  name: 'Orama',
  config:
    "create({ schema: { id, number, title, text: 'string' } }) with the default tokenizer; search({ term, properties: ['title', 'number', 'text'] }) with default threshold and tolerance",
  async build(rulesets) {
    const index = perRuleset(rulesets, (r) => {
      const db = create({ schema: SCHEMA });
      for (const d of r.documents) void insert(db, d);
      return db;
    });
    return {
      async search(ruleset, text, limit) {
        const results = await search(index(ruleset), { term: text, properties: ['title', 'number', 'text'], limit });
        return results.hits.map((h) => h.document.id);
      },
      serialize: () => JSON.stringify(rulesets.map((r) => save(index(r.id)))),
    };
  },
};
