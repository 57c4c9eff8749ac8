import type { BenchRuleset } from '../corpus.ts';

/** A built search engine: one index per ruleset over the same entries, searched within one ruleset like the app's filter. */
export interface PeerIndex {
  /** Entry ids, best first. */
  search(ruleset: string, text: string, limit: number): string[] | Promise<string[]>;
  /** The indexes serialised as the engine saves them (what a browser would download). */
  serialize(): string | Promise<string>;
}

/** A search engine under comparison, with the configuration it is given and why. */
export interface Peer {
  name: string;
  config: string;
  build(rulesets: readonly BenchRuleset[]): PeerIndex | Promise<PeerIndex>;
}

/** One index per ruleset, looked up by the ruleset a search is filtered to. */
export function perRuleset<T>(
  rulesets: readonly BenchRuleset[],
  build: (ruleset: BenchRuleset) => T,
): (id: string) => T {
  const indexes = new Map(rulesets.map((r) => [r.id, build(r)]));
  return (id) => {
    const index = indexes.get(id);
    if (index === undefined) throw new Error(`no index for ruleset ${id}`);
    return index;
  };
}
