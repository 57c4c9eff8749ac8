import { RANKING_WEIGHTS } from './ranking-options.ts';
import { STOPWORDS } from './stopwords.ts';
import { processTerm, tokenize } from './tokenize.ts';

/**
 * Words of the story around a question at the table (who was there, the evening, who is winning), never what a rule
 * turns on: in a long question they are dropped outside the sentence that asks. Rule words players also use in a
 * story ("win", "turn", "round", "play") are not among them.
 */
const CHIT_CHAT: ReadonlySet<string> = new Set(
  (
    'so ok okay well hey hi hello um uh erm hmm lol haha yeah yes yep nope anyway anyways actually basically ' +
    'honestly literally really pretty quite kind sort totally whatever guess think thought thinking wondering wonder ' +
    'wondered know knew reckon sure unsure confused confusing argue argued arguing argument debate debated ' +
    'disagree disagreed disagreement insists insisted insisting claims claimed says said saying told tell asked ' +
    'asking ask question quick friend friends buddy buddies mate mates pal guy guys girl girls dude folks people ' +
    'person someone somebody everyone everybody group brother sister cousin son daughter kid kids wife husband ' +
    'partner roommate dad mom mum night tonight evening yesterday today weekend week earlier ago morning ' +
    'afternoon store shop pub bar kitchen house place home club local casual league night fun funny laugh laughed ' +
    'laughing beer beers pizza snack snacks coffee drink drinks long story short mind blown blowing crazy weird ' +
    'annoying annoyed upset angry salty happy excited game games gaming session sessions hours hour minutes ' +
    'finally nearly almost already right wrong fair unfair ruling rule rules rulebook book ' +
    'judge judges thanks thank please settle settled watching watched came ages nobody agree agreed salty together ' +
    'everything something anything nothing weird strange happened situation opinion opinions ended loudest handy ' +
    'guessed guess love real answer answers insists mile nowhere league store ahead behind close lead leading ' +
    'table tables whole pretty super totally maybe probably apparently seems seemed felt feel feeling bit lot lots'
  ).split(' '),
);

/** How a sentence asks: it ends in a question mark, or opens on (or carries) the words that ask. */
const ASKS =
  /\?\s*$|^(?:(?:so|and|but|ok|okay|well|now|then)\s+)*(?:can|could|may|might|must|do|does|did|is|are|am|was|were|should|will|would|who|what|when|which|how|where|why|whose)\b|\b(?:what happens|what if|am i allowed|are we allowed|is it legal|is that legal|is this legal|is it allowed|is that allowed|allowed to|can i|can you|can he|can she|can they|can we|can it|does it|do i|do we|do they|does that|is there|how many|how much|who gets|who wins)\b/i;

/**
 * A query of fewer words than this (other than stop words) is a question, not a story: read as typed. One of fewer
 * than LONG_TALK_WORDS is a story only when it chats (CHATTY words of chit-chat): a scenario of rule words told
 * before its question ("I played a defense card in reaction …, can I still attack?") is all question.
 */
export const MIN_TALK_WORDS = 14;
const LONG_TALK_WORDS = 18;
const CHATTY = 3;

/** A sentence (or clause of one) of the query, and whether it is the one that asks. */
interface Part {
  text: string;
  asks: boolean;
}

/** Sentences of a query, each split once more where a comma or a dash leads into the clause that asks. */
function partsOf(text: string): Part[] {
  const sentences = text
    .split(/(?<=[.!?;:])\s+|\n+/)
    .map((s) => s.trim())
    .filter(Boolean);
  return sentences.flatMap((sentence) => {
    if (!ASKS.test(sentence)) return [{ text: sentence, asks: false }];
    // "we were three turns in, he attacked my alpha, can he do that?": the story is the clauses before the ask.
    const clauses = sentence.split(/\s*(?:,|\s[-–—]\s)\s*/).filter(Boolean);
    const first = clauses.findIndex((c, i) => ASKS.test(clauses.slice(i).join(', ')) && opensAsking(c));
    if (first <= 0) return [{ text: sentence, asks: true }];
    return [
      { text: clauses.slice(0, first).join(', '), asks: false },
      { text: clauses.slice(first).join(', '), asks: true },
    ];
  });
}

/** A clause that opens on the words that ask ("can he …", "does it …", "what happens …"). */
function opensAsking(clause: string): boolean {
  return /^(?:(?:so|and|but|ok|okay|well|now|then)\s+)*(?:can|could|may|might|must|do|does|did|is|are|am|should|will|would|who|what|when|which|how|where|why|whose|if)\b/i.test(
    clause,
  );
}

/** A long question read at the table: the words to search, and what each of the story's words weighs. */
export interface TableTalk {
  /** The words to search: the story's words less its chit-chat, then the sentence that asks. */
  text: string;
  /** The sentence that asks, alone: what kind of question it is (definition, consequence, prohibition). */
  asked: string;
  /** Index term → weight below 1 of a word said only in the story, not in the sentence that asks. */
  storyWeights: ReadonlyMap<string, number>;
}

/**
 * Finds the question inside a story told at the table: the sentence (or closing clause) that asks keeps every word
 * at full weight; the rest keeps its rule words at `storyWeight` (RankingWeights.story) and loses its chit-chat. A short query, or one
 * with no sentence that asks, or nothing but asking, is returned as typed with no weights.
 */
export function readTableTalk(text: string, stemming = true, storyWeight = RANKING_WEIGHTS.story): TableTalk {
  const asIs: TableTalk = { text, asked: text, storyWeights: new Map() };
  const content = tokenize(text).filter((t) => !STOPWORDS.has(t));
  const chat = content.filter((t) => CHIT_CHAT.has(t)).length;
  if (content.length < MIN_TALK_WORDS || (content.length < LONG_TALK_WORDS && chat < CHATTY)) return asIs;
  const parts = partsOf(text);
  // The last sentence that asks is the question; if several ask ("can he? does it?"), all of them.
  const asking = parts.some((p) => p.asks && /\?\s*$/.test(p.text))
    ? parts.map((p) => p.asks && /\?\s*$/.test(p.text))
    : parts.map((p) => p.asks);
  if (!asking.some(Boolean) || asking.every(Boolean)) return asIs;
  const asked = new Set<string>();
  const [told, askingWords] = [[] as string[], [] as string[]];
  const story = new Set<string>();
  parts.forEach((part, i) => {
    for (const token of tokenize(part.text)) {
      if (CHIT_CHAT.has(token)) continue;
      const term = processTerm(token, stemming);
      if (asking[i]) {
        askingWords.push(token);
        if (term) asked.add(term);
      } else {
        told.push(token);
        if (term) story.add(term);
      }
    }
  });
  const storyWeights = new Map([...story].filter((t) => !asked.has(t)).map((t) => [t, storyWeight]));
  return { text: [...told, ...askingWords].join(' '), asked: askingWords.join(' '), storyWeights };
}
