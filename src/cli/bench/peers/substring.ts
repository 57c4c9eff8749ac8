import { type Peer, perRuleset } from './peer.ts';

/** The baseline with no index at all: case-insensitive substring tests of each query word. */
export const substringScan: Peer = {
  name: 'substring scan',
  config:
    'no index: rank entries by how many query words (split on spaces, lower case) occur as substrings of number + title + text; ties in reading order',
  build(rulesets) {
    const haystacks = perRuleset(rulesets, (r) =>
      r.documents.map((d) => ({ id: d.id, text: `${d.number} ${d.title} ${d.text}`.toLowerCase() })),
    );
    return {
      search(ruleset, text, limit) {
        const words = [...new Set(text.toLowerCase().split(/\s+/).filter(Boolean))];
        return haystacks(ruleset)
          .map((d, order) => ({ id: d.id, order, count: words.filter((w) => d.text.includes(w)).length }))
          .filter((d) => d.count > 0)
          .sort((a, b) => b.count - a.count || a.order - b.order)
          .slice(0, limit)
          .map((d) => d.id);
      },
      serialize: () => JSON.stringify(rulesets.map((r) => r.documents)),
    };
  },
};
