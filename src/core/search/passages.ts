import type { IndexQuestion, Passage } from '../content/model.ts';
import { NEGATION_WORDS } from './intent.ts';
import { type WordPositions, nearestAfterAny, proximity, wordPositions } from './proximity.ts';
import { RANKING_WEIGHTS, type RankingWeights } from './ranking-options.ts';
import { STOPWORDS } from './stopwords.ts';
import { processTerm, tokenize } from './tokenize.ts';

/** The words of an entry's title and of each of its passages: a query is matched against one passage at a time. */
export interface EntryWords {
  title: WordPositions;
  /** Title and text read as one: words of a title followed by the first words of the text also stand together. */
  whole: WordPositions;
  passages: readonly PassageWords[];
  /** Each word's passages (their places in `passages`): a query's words are looked up once, not in every passage. */
  where: ReadonlyMap<string, readonly number[]>;
  /** The title is itself a question (an FAQ entry's): its words say what is asked, not what the answer says. */
  titleAsks: boolean;
  /** The entry's question index, each question's every word (stop words too) with the passage it is pinned to. */
  pinned: readonly PinnedQuestion[];
}

/** A question of the index as asked: all its words, for a query asked in nearly the same words (see pinnedBy). */
export interface PinnedQuestion {
  passage: string;
  words: ReadonlySet<string>;
}

/** A passage's words, and what kind of statement it is. */
export interface PassageWords {
  id: string | null;
  words: WordPositions;
  /** It forbids something: "may not", "cannot", "never", "only … may". */
  forbids: boolean;
  /** It states what follows from an event: "if …", "when …", "whenever …". */
  states: boolean;
  /** A question of the entry's question index, read as a block of its passage. */
  asked: boolean;
}

/** How rules forbid: a question asking what is not allowed is answered by one of these. */
const FORBIDS =
  /\b(?:may not|can ?not|can['’]t|must not|mustn['’]t|never|not (?:be )?(?:allowed|permitted|able)|unable to|no (?:\w+ ){0,3}(?:may|can)|only\b[^.;]{0,80}\b(?:may|can)|prohibited|forbidden|illegal)\b/i;
/** How rules state a consequence: a condition and what follows. */
const STATES = /\b(?:if|when|whenever|each time|as soon as|once)\b/i;

/**
 * Query words of a question asking what is forbidden, as indexed: a passage that forbids holds them in its own words.
 * Always stemmed: an evaluation without stemming leaves the index and the query unstemmed, not this list.
 */
const NEGATIONS: ReadonlySet<string> = new Set([...NEGATION_WORDS].flatMap((w) => processTerm(w) ?? []));

/**
 * Reads an entry's words by passage. Without passages (an index built before them), each line of the text is
 * one: the build writes paragraphs, list items and table rows on lines of their own. A question of the entry's
 * question index is read as one more block of its answering passage: a question asked in its words lands there.
 */
export function entryWords(
  title: string,
  text: string,
  passages: readonly Passage[] | undefined,
  questions: readonly IndexQuestion[] = [],
  stemming = true,
): EntryWords {
  const blocks = passages?.length
    ? passages.map((p) => ({ id: p.id as string | null, text: p.text }))
    : text.split('\n').map((line) => ({ id: null, text: line }));
  const read: PassageWords[] = blocks
    .filter((b) => b.text.trim())
    .map((b) => ({
      id: b.id,
      words: wordPositions(b.text, stemming),
      forbids: FORBIDS.test(b.text),
      states: STATES.test(b.text),
      // Every passage has the same fields: ranking reads them for each passage of each candidate.
      asked: false,
    }));
  // A question of the index is a statement of the kind its passage is.
  const kindOf = new Map(read.map((p) => [p.id, p]));
  for (const q of questions) {
    const answer = kindOf.get(q.passage);
    read.push({
      id: q.passage,
      words: wordPositions(q.text, stemming),
      forbids: answer?.forbids ?? false,
      states: answer?.states ?? false,
      asked: true,
    });
  }
  const asked = questions.map((q) => q.text).join('\n');
  const where = new Map<string, number[]>();
  read.forEach((passage, at) => {
    for (const word of passage.words.keys()) {
      const list = where.get(word);
      if (list) list.push(at);
      else where.set(word, [at]);
    }
  });
  return {
    title: wordPositions(title, stemming),
    whole: wordPositions(asked ? `${title}\n${text}\n${asked}` : `${title}\n${text}`, stemming),
    passages: read,
    where,
    titleAsks: /\?\s*$/.test(title),
    pinned: questions.map((q) => ({ passage: q.passage, words: askedWords(q.text, stemming) })),
  };
}

/** Every word of a question, stop words kept ("what if", "runs out"): how it is asked, not only what about. */
export function askedWords(text: string, stemming = true): ReadonlySet<string> {
  return new Set(tokenize(text).map((t) => (STOPWORDS.has(t) ? t : (processTerm(t, stemming) ?? t))));
}

/** Whether a word of `askedWords` is one a search looks up (not a stop word): what the question is about. */
function isContent(word: string): boolean {
  return !STOPWORDS.has(word);
}

/**
 * The index question an entry pins that the query asks in nearly its words (each word it asks about, and `share` of
 * the longer one's words, stop words included; at least `least` words asked), or null. "what if my deck runs out"
 * is the index's "what happens if my deck runs out": a title that only shares "deck" with it is not what was asked.
 */
export function pinnedBy(
  query: ReadonlySet<string>,
  entry: EntryWords,
  { pinnedShare, pinnedLeast }: Pick<RankingWeights, 'pinnedShare' | 'pinnedLeast'>,
): PinnedQuestion | null {
  if (query.size < pinnedLeast) return null;
  // Most candidates hold some word asked about nowhere: their questions are not read.
  for (const w of query) if (isContent(w) && !entry.whole.has(w)) return null;
  let [best, bestShare] = [null as PinnedQuestion | null, 0];
  for (const q of entry.pinned) {
    let shared = 0;
    let missing = false;
    for (const w of query)
      if (q.words.has(w)) shared++;
      // Every word of what is asked about is in the question: "what is a flex card" is not "what is a card effect".
      else if (isContent(w)) missing = true;
    if (missing) continue;
    const share = shared / Math.max(query.size, q.words.size);
    if (share >= pinnedShare && share > bestShare) [best, bestShare] = [q, share];
  }
  return best;
}

/** How well one passage answers a query: the share of its words there (title included) and how close they stand. */
export interface PassageFit {
  /** The passage's anchor, or null without passages (or when no passage has a query word). */
  id: string | null;
  /** Share of the query's words found in the passage or the entry's title. */
  coverage: number;
  /** Share of consecutive query-word pairs standing together in the passage (see proximity). */
  near: number;
  /** The passage is the kind of statement the question asks for (it forbids, or states a consequence). */
  kind: number;
  /** Share of the query's words in the passage itself, its entry's title aside. */
  own: number;
  /** Coverage of the words of the sentence that asks alone, a story's words aside: how much of what was asked it states. */
  core: number;
}

/** What kind of answer a question asks for (see intent.ts). */
export interface AskedKind {
  prohibition: boolean;
  consequence: boolean;
}

const NO_FIT: PassageFit = { id: null, coverage: 0, near: 0, kind: 0, own: 0, core: 0 };
export const ASKED_NOTHING: AskedKind = { prohibition: false, consequence: false };

/**
 * The passage that answers the query best: most of its words (a word in the title counts in every passage), then
 * those words closest together. Words scattered over a long section fit no passage well; a passing mention
 * covers little of the query.
 */
export function bestPassage(
  queryWords: readonly string[],
  entry: EntryWords,
  lastForms: readonly string[],
  asked: AskedKind = ASKED_NOTHING,
  weights: readonly number[] = [],
  coreWeights: readonly number[] = weights.map((w) => (w >= 1 ? 1 : 0)),
  shares: Pick<RankingWeights, 'askingTitleShare' | 'closenessShare' | 'kindShare'> = RANKING_WEIGHTS,
): PassageFit {
  if (queryWords.length === 0) return NO_FIT;
  // A word of the story around a question (table-talk.ts) counts for less than one of the sentence that asks.
  // Plain arrays: they are read for every passage of every candidate.
  const wordWeights = queryWords.map((_q, i) => weights[i] ?? 1);
  const total = wordWeights.reduce((sum, w) => sum + w, 0) || 1;
  // What the judge asked, for how much of it a passage states: the sentence that asks, in words the rulebook has.
  const wordCoreWeights = queryWords.map((_q, i) => coreWeights[i] ?? 1);
  const coreTotal = wordCoreWeights.reduce((sum, w) => sum + w, 0);
  // A negation is asked in other forms than the rules write it: "without a target" is "no target".
  const formsOf = formsOfQuery(queryWords, lastForms);
  const titleShare = entry.titleAsks ? shares.askingTitleShare : 1;
  const inTitle = formsOf.map((forms) => forms.some((f) => entry.title.has(f)));
  const negation = queryWords.map((q) => asked.prohibition && NEGATIONS.has(q));
  let best = NO_FIT;
  let bestFit = 0;
  // A word the entry holds nowhere adds 0 to every passage (a negation aside): a long question's other words are
  // not looked up passage by passage.
  const held = queryWords.flatMap((_q, i) =>
    negation[i] || (formsOf[i] ?? []).some((f) => entry.whole.has(f)) ? [i] : [],
  );
  const marks = heldMarks(entry, held, formsOf);
  const pairs = pairsHeld(formsOf, entry);
  // Held words that count in a passage without it holding them: in the title, or a negation where a rule forbids.
  const [titleBits, negationBits] = [new Int32Array(marks.chunks), new Int32Array(marks.chunks)];
  held.forEach((i, k) => {
    const [chunk, bit] = [Math.floor(k / BITS), 1 << (k % BITS)];
    if (inTitle[i]) titleBits[chunk]! |= bit;
    if (negation[i]) negationBits[chunk]! |= bit;
  });
  for (let p = 0; p < entry.passages.length; p++) {
    const passage = entry.passages[p] as PassageWords;
    let [found, own, core] = [0, 0, 0];
    // Only the words that count here, in order: any other adds 0 to every sum.
    for (let chunk = 0; chunk < marks.chunks; chunk++) {
      const here = marks.bits[p * marks.chunks + chunk] as number;
      let bits = here | (titleBits[chunk] as number) | (passage.forbids ? (negationBits[chunk] as number) : 0);
      while (bits !== 0) {
        const low = bits & -bits;
        bits ^= low;
        const i = held[chunk * BITS + 31 - Math.clz32(low)] as number;
        // "can't" asked is answered by "may not" written: a passage that forbids holds the question's negation.
        const share = (here & low) !== 0 || (negation[i] && passage.forbids) ? 1 : inTitle[i] ? titleShare : 0;
        const w = wordWeights[i] ?? 1;
        found += share * w;
        if (share === 1) own += w;
        core += share * (wordCoreWeights[i] ?? 1);
      }
    }
    if (own === 0 && found === 0) continue;
    const coverage = found / total;
    const kind = (asked.prohibition && passage.forbids) || (asked.consequence && passage.states) ? 1 : 0;
    // Nearness and closeness add at most 1 and closenessShare: a passage that cannot pass the best so far even with
    // both is not read for them (the same sums in the same order, so never a different passage).
    if (coverage + 1 + kind * shares.kindShare + shares.closenessShare <= bestFit) continue;
    const near = proximity(queryWords, passage.words, lastForms, weights, pairs);
    // Between passages that hold the same words, the one where they stand closest ("no target" for "without a target").
    const fits = coverage + near + kind * shares.kindShare;
    // Closeness is read only where it can decide: a passage that fits nearly as well as the best so far.
    const fit =
      fits +
      (fits + shares.closenessShare > bestFit ? shares.closenessShare * closeness(formsOf, passage.words, pairs) : 0);
    if (fit > bestFit)
      [best, bestFit] = [
        {
          id: passage.id,
          coverage,
          near,
          kind,
          own: own / total,
          core: coreTotal ? core / coreTotal : coverage,
        },
        fit,
      ];
  }
  // A title-only match still tells how much of the query the entry covers.
  if (best === NO_FIT && inTitle.some(Boolean)) {
    const coverage = (titleShare * inTitle.reduce((sum, t, i) => sum + (t ? (wordWeights[i] ?? 1) : 0), 0)) / total;
    const core = titleShare * inTitle.reduce((sum, t, i) => sum + (t ? (wordCoreWeights[i] ?? 1) : 0), 0);
    return {
      id: null,
      coverage,
      near: 0,
      kind: 0,
      own: 0,
      core: coreTotal ? core / coreTotal : coverage,
    };
  }
  return best;
}

/**
 * The query-word pairs (by their first word's place) whose two words, in any of their forms, some passage of the
 * entry holds: no other pair can stand together in one of its passages.
 */
function pairsHeld(formsOf: readonly (readonly string[])[], entry: EntryWords): number[] {
  const held = formsOf.map((forms) => forms.some((f) => entry.where.has(f)));
  const pairs: number[] = [];
  for (let i = 0; i + 1 < held.length; i++) if (held[i] && held[i + 1]) pairs.push(i);
  return pairs;
}

/** Held words per number of marks (bit k of a chunk for `held[chunk * BITS + k]`): the bits of a positive int. */
const BITS = 31;
let marksBuffer = new Int32Array(256);

/**
 * Which held words each passage holds, in any of their forms, as bits: from the entry's word → passages map, so each
 * word is looked up once, not in every passage. Passage p's chunks are `bits[p * chunks …]`; the buffer is reused.
 */
function heldMarks(
  entry: EntryWords,
  held: readonly number[],
  formsOf: readonly (readonly string[])[],
): { bits: Int32Array; chunks: number } {
  const chunks = Math.max(1, Math.ceil(held.length / BITS));
  const size = entry.passages.length * chunks;
  if (marksBuffer.length < size) marksBuffer = new Int32Array(2 * size);
  marksBuffer.fill(0, 0, size);
  held.forEach((i, k) => {
    const [chunk, bit] = [Math.floor(k / BITS), 1 << (k % BITS)];
    for (const form of formsOf[i] ?? [])
      for (const p of entry.where.get(form) ?? []) marksBuffer[p * chunks + chunk]! |= bit;
  });
  return { bits: marksBuffer, chunks };
}

/**
 * How close the query's consecutive words stand in a passage, each pair by 1/distance (0 apart or out of order):
 * "no target" (1 apart) says "without a target" more closely than "bluffed OR target played no" (3).
 */
function closeness(formsOf: readonly (readonly string[])[], words: WordPositions, pairs: readonly number[]): number {
  if (formsOf.length < 2) return 0;
  let sum = 0;
  // Only pairs the entry holds: any other is nowhere in this passage, and adds 0.
  for (const i of pairs) {
    const from: (readonly number[])[] = [];
    for (const form of formsOf[i] ?? []) {
      const at = words.get(form);
      if (at) from.push(at);
    }
    const apart = from.length ? nearestAfterAny(from, words, formsOf[i + 1] ?? []) : Infinity;
    sum += apart === Infinity ? 0 : 1 / apart;
  }
  return sum / (formsOf.length - 1);
}

/** Each query's words with their negation's forms, kept for the query's every candidate (the same array). */
const negationFormsOf = new WeakMap<readonly string[], readonly (readonly string[])[]>();

/**
 * The forms each query word is found in: itself, the forms the search matched for the last word (being typed), and
 * the forms a rule writes a negation in ("without" → no, none).
 */
function formsOfQuery(queryWords: readonly string[], lastForms: readonly string[]): readonly (readonly string[])[] {
  let forms = negationFormsOf.get(queryWords);
  if (!forms) {
    forms = queryWords.map((q) => [q, ...(NEGATION_FORMS.get(q) ?? [])]);
    negationFormsOf.set(queryWords, forms);
  }
  if (lastForms.length === 0) return forms;
  const last = queryWords.length - 1;
  const q = queryWords[last] ?? '';
  return [...forms.slice(0, last), [q, ...lastForms, ...(NEGATION_FORMS.get(q) ?? [])]];
}

/** Forms a rule writes a negation of the question in ("without" → no, none). */
const NEGATION_FORMS: ReadonlyMap<string, readonly string[]> = new Map([
  ['without', ['no', 'none']],
  ['unless', ['except']],
]);
