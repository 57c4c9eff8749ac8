import type { OtherGameWords } from '../content/model.ts';
import type { QueryVariant } from './query.ts';
import { RANKING_WEIGHTS } from './ranking-options.ts';
import { processTerm, tokenize } from './tokenize.ts';

interface Mapping {
  key: string[];
  means: string[];
}

const keyOf = (phrase: string, stemming: boolean): string[] =>
  tokenize(phrase).map((t) => processTerm(t, stemming) ?? t);
/** Stemmed and unstemmed apart (an evaluation may switch stemming off). */
const mappings = {
  stemmed: new WeakMap<OtherGameWords, Map<string, Mapping[]>>(),
  unstemmed: new WeakMap<OtherGameWords, Map<string, Mapping[]>>(),
};

/**
 * Each word of other games (and each everyday word) as search reads it, by its first word and longest first: "first
 * strike" is read before "strike", and a query word looks up its own few, not the whole list.
 */
function mappingsOf(words: OtherGameWords, stemming: boolean): Map<string, Mapping[]> {
  const lists: WeakMap<OtherGameWords, Map<string, Mapping[]>> = stemming ? mappings.stemmed : mappings.unstemmed;
  let byFirst = lists.get(words);
  if (!byFirst) {
    byFirst = new Map();
    const all = words
      .flatMap(({ words: phrases, means }) =>
        phrases.map((p) => ({ key: keyOf(p, stemming), means: means === null ? [] : tokenize(means) })),
      )
      .filter((m) => m.key.length > 0)
      .sort((a, b) => b.key.length - a.key.length);
    for (const m of all) {
      const first = m.key[0] ?? '';
      const list = byFirst.get(first);
      if (list) list.push(m);
      else byFirst.set(first, [m]);
    }
    lists.set(words, byFirst);
  }
  return byFirst;
}

/**
 * The query read in this game's own words: each other game's word or phrase it holds replaced by this rulebook's
 * term (dropped where it has none), that term weighing `weight` (RankingWeights.otherGame, shared by its words). Null when the query
 * holds no other game's word. `ownedElsewhere`: an index term another rulebook of the search uses itself.
 */
export function inOwnWords(
  text: string,
  words: OtherGameWords | undefined,
  ownedElsewhere: (term: string) => boolean = () => false,
  stemming = true,
  weight = RANKING_WEIGHTS.otherGame,
): QueryVariant | null {
  if (!words?.length) return null;
  const tokens = tokenize(text);
  const keys = tokens.map((t) => processTerm(t, stemming) ?? t);
  const out: string[] = [];
  const standIns = new Map<string, number>();
  let found = false;
  for (let at = 0; at < tokens.length;) {
    // A word another rulebook searched uses as its own points to that game: it is not read as this one's.
    const hit = mappingsOf(words, stemming)
      .get(keys[at] ?? '')
      ?.find((m) => m.key.every((k, j) => keys[at + j] === k) && !m.key.some((k) => ownedElsewhere(k)));
    if (!hit) {
      out.push(tokens[at] ?? '');
      at++;
      continue;
    }
    found = true;
    out.push(...hit.means);
    const terms = hit.means.flatMap((t) => processTerm(t, stemming) ?? []);
    for (const term of terms) standIns.set(term, weight / terms.length);
    at += hit.key.length;
  }
  if (!found) return null;
  // A term the judge also typed keeps its full weight.
  for (const key of keys) standIns.delete(key);
  return { text: out.join(' '), termWeights: standIns };
}
