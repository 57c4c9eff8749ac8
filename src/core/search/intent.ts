import { STOPWORDS } from './stopwords.ts';
import { processTerm, tokenize } from './tokenize.ts';

/** Words that ask what something means ("what does X mean", "define X", "meaning of X"): asked, not searched. */
const DEFINITION_WORDS: ReadonlySet<string> = new Set([
  'mean',
  'means',
  'meaning',
  'meanings',
  'define',
  'defined',
  'definition',
  'definitions',
]);
/**
 * Words that make a question ask what is forbidden ("can't", "not allowed", "is it illegal"): tokens lose their
 * apostrophes ("can't" → cant). The rules forbid in their own words (may not, cannot, never, only … may).
 */
export const NEGATION_WORDS: ReadonlySet<string> = new Set(
  'not never cant cannot mustnt shouldnt illegal forbidden forbid prohibited prohibit banned disallowed unable'.split(
    ' ',
  ),
);
/** Words of "what happens when/if …": asked, not searched (rules rarely say "happens"); with an event left to search. */
const CONSEQUENCE_WORDS: ReadonlySet<string> = new Set(['happen', 'happens', 'happened', 'happening']);

/**
 * Words of "is it legal to …", "am I allowed to …": they ask whether the rules permit something, not about legality
 * itself, so they are asked, not searched (the passage that decides is the rule on what follows them).
 */
const PERMISSION_WORDS: ReadonlySet<string> = new Set(['legal', 'legally', 'allowed', 'permitted']);
/** Words a permission word stands next to when it asks ("is it legal", "allowed to"). */
const ASKS_PERMISSION: ReadonlySet<string> = new Set(['is', 'am', 'are', 'it', 'that', 'this', 'be', 'i', 'we', 'to']);

/** "what is X" asks for a definition only when X is a short name, not a situation ("what is the order of …"). */
const MAX_DEFINED_WORDS = 3;

/** What a query asks, read before its words are searched. */
export interface QueryIntent {
  /** The words to search: the query without definition words and without the game names it contains. */
  text: string;
  /** The same with the game names kept: a named game also reads the query as typed (its name may be a rule word). */
  withNames: string;
  /** The query asks what its words mean: the entry that defines them should come first. */
  definition: boolean;
  /** Rulesets the query names ("opening hand size keyforge"). */
  named: ReadonlySet<string>;
  /** The query asks what is forbidden: passages that forbid answer it. */
  prohibition: boolean;
  /** The query asks what follows from an event ("what happens if …"): passages that state an effect answer it. */
  consequence: boolean;
}

/** A ruleset's names as processed word sequences, longest first, so "rage las vegas" wins over "las vegas". */
function nameKeys(names: readonly string[], stemming: boolean): string[][] {
  return names.map((n) => tokenize(n).map((t) => keyOf(t, stemming))).sort((a, b) => b.length - a.length);
}

function keyOf(token: string, stemming: boolean): string {
  return processTerm(token, stemming) ?? token;
}

/**
 * Reads a query's intent: definition words, and the names of the given rulesets (id → names) it contains.
 * Names are removed from the words searched unless nothing else is left ("keyforge" alone is searched as typed).
 */
export function readIntent(text: string, names: ReadonlyMap<string, readonly string[]>, stemming = true): QueryIntent {
  const tokens = tokenize(text);
  const keys = tokens.map((t) => keyOf(t, stemming));
  const named = new Set<string>();
  const isName = tokens.map(() => false);
  for (const [id, list] of names) {
    for (const key of nameKeys(list, stemming)) {
      for (let at = 0; at + key.length <= keys.length; at++) {
        if (key.length && key.every((k, j) => keys[at + j] === k && !isName[at + j])) {
          named.add(id);
          for (let j = 0; j < key.length; j++) isName[at + j] = true;
        }
      }
    }
  }
  const askedMeaning = tokens.some((t) => DEFINITION_WORDS.has(t));
  const content = tokens.filter((t, i) => !DEFINITION_WORDS.has(t) && !isName[i] && !STOPWORDS.has(t));
  const whatIs = tokens[0] === 'what' && ['is', 'does'].includes(tokens[1] ?? '') && !askedMeaning;
  // "what does X do" asks what X is, as "what is X" does.
  const definition =
    content.length > 0 &&
    (askedMeaning ||
      (whatIs && content.length <= MAX_DEFINED_WORDS && (tokens[1] !== 'does' || tokens.at(-1) === 'do')));
  const prohibition = tokens.some((t) => NEGATION_WORDS.has(t));
  // "what happens when X": X is what to search; a query that is only "what happens" is searched as typed.
  // "what happens …" or "what if …"; not "when does X happen", which asks when.
  const followsWhat = (i: number) => tokens[i - 1] === 'what' && CONSEQUENCE_WORDS.has(tokens[i] ?? '');
  const whatFollows = tokens.some((t, i) => followsWhat(i) || (t === 'if' && tokens[i - 1] === 'what'));
  const consequence = whatFollows && content.some((t) => !CONSEQUENCE_WORDS.has(t));
  const asksPermission = (t: string, i: number) =>
    PERMISSION_WORDS.has(t) &&
    (ASKS_PERMISSION.has(tokens[i - 1] ?? '') || tokens[i + 1] === 'to') &&
    content.some((c) => !PERMISSION_WORDS.has(c));
  const asked = (t: string, i: number) =>
    (definition && DEFINITION_WORDS.has(t)) || (consequence && followsWhat(i)) || asksPermission(t, i);
  const kept = (keepNames: boolean) => tokens.filter((t, i) => !asked(t, i) && (keepNames || !isName[i])).join(' ');
  const stripped = kept(false);
  const withNames = kept(true);
  // A query that is only a name is searched as typed: the judge may mean the word.
  const searched = tokenize(stripped).some((t) => !STOPWORDS.has(t)) ? stripped : withNames;
  return { text: searched, withNames, definition, named, prohibition, consequence };
}
