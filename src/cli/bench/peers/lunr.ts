import lunr from 'lunr';
import { type Peer, perRuleset } from './peer.ts';

/** Lunr with its default pipeline (trimmer, English stop words, Porter stemmer). */
export const lunrPeer: Peer = {
  name: 'Lunr',
  config:
    "lunr(function () { ref('id'); field('title'); field('number'); field('text') }) with the default pipeline; queries go through lunr.tokenizer and index.query (OR of the words) so '-', '+', ':' or '~' typed by a judge are not read as query syntax",
  build(rulesets) {
    const index = perRuleset(rulesets, (r) =>
      lunr(function () {
        this.ref('id');
        this.field('title');
        this.field('number');
        this.field('text');
        for (const d of r.documents) this.add(d);
      }),
    );
    return {
      search: (ruleset, text, limit) =>
        index(ruleset)
          .query((q) => q.term(lunr.tokenizer(text), {}))
          .slice(0, limit)
          .map((h) => h.ref),
      serialize: () => JSON.stringify(rulesets.map((r) => index(r.id))),
    };
  },
};
