import type { Passage } from '../content/model.ts';
import { processTerm, tokenize } from './tokenize.ts';

/** A piece of a snippet; `hit` pieces are the matched words to highlight. */
export interface SnippetPart {
  text: string;
  hit: boolean;
}

const WORD = /[\p{L}\p{N}]+(?:['’.][\p{L}\p{N}]+)*/gu;
/** Index term of each word seen in a snippet: every keystroke snippets 30 results, over the same words of the rules. */
const wordTerms = new Map<string, string | null>();

function termOf(word: string): string | null {
  let term = wordTerms.get(word);
  if (term === undefined) wordTerms.set(word, (term = processTerm(tokenize(word)[0] ?? '')));
  return term;
}

/** A word of a text, where it stands, and its index term (null for a stop word). */
interface TextWord {
  start: number;
  end: number;
  term: string | null;
}

/** The words of each text snippets were cut from: the same entries come back keystroke after keystroke. */
const textWords = new Map<string, TextWord[]>();

function wordsOf(text: string): TextWord[] {
  let words = textWords.get(text);
  if (!words)
    textWords.set(
      text,
      (words = [...text.matchAll(WORD)].map((m) => ({
        start: m.index,
        end: m.index + m[0].length,
        term: termOf(m[0]),
      }))),
    );
  return words;
}

/** Reads the words of `text` ahead of the first snippet cut from it (the app does it when idle). */
export function prepareSnippet(text: string): void {
  wordsOf(text);
}

/**
 * A short excerpt of `text` around the densest run of matched words, split into parts so the UI can
 * highlight without HTML. `terms` are index terms from the search result (stemmed).
 */
export function makeSnippet(text: string, terms: readonly string[], maxLength = 180): SnippetPart[] {
  const wanted = new Set(terms);
  const prefixes = terms.filter((t) => t.length >= 3);
  const isHit = new Map<string, boolean>();
  const hitTerm = (term: string | null): boolean => {
    if (term === null) return false;
    let hit = isHit.get(term);
    if (hit === undefined) isHit.set(term, (hit = wanted.has(term) || prefixes.some((t) => term.startsWith(t))));
    return hit;
  };
  const words = wordsOf(text).map((w) => ({ start: w.start, end: w.end, hit: hitTerm(w.term) }));
  const hits = words.filter((w) => w.hit);
  // Window start: the hit with the most other hits within maxLength after it (hits are in text order).
  let best = hits[0];
  let bestCount = 0;
  for (let i = 0, j = 0; i < hits.length; i++) {
    const from = hits[i];
    if (!from) break;
    j = Math.max(j, i);
    while (j + 1 < hits.length && (hits[j + 1]?.end ?? Infinity) <= from.start + maxLength) j++;
    if (j - i + 1 > bestCount) [best, bestCount] = [from, j - i + 1];
  }
  let start = best ? Math.max(0, best.start - 40) : 0;
  if (start > 0) start = text.indexOf(' ', start) + 1 || start;
  let end = Math.min(text.length, start + maxLength);
  if (end < text.length) end = text.lastIndexOf(' ', end) > start ? text.lastIndexOf(' ', end) : end;

  const parts: SnippetPart[] = [];
  const push = (t: string, hit: boolean) => {
    if (!t) return;
    const last = parts[parts.length - 1];
    if (last && last.hit === hit) last.text += t;
    else parts.push({ text: t, hit });
  };
  if (start > 0) push('… ', false);
  let cursor = start;
  for (const w of words) {
    if (w.start < start || w.end > end || !w.hit) continue;
    push(text.slice(cursor, w.start), false);
    push(text.slice(w.start, w.end), true);
    cursor = w.end;
  }
  push(text.slice(cursor, end), false);
  if (end < text.length) push(' …', false);
  return parts.map((p) => ({ ...p, text: p.text.replace(/\s+/g, ' ') }));
}

/**
 * The text a result's snippet is cut from: the passage that matched best (`SearchHit.passage`) when the entry
 * has it, so the snippet shows the words the judge lands on; otherwise the entry's whole text.
 */
export function snippetSource(entry: { text: string; passages?: readonly Passage[] }, passage?: string): string {
  return (passage && entry.passages?.find((p) => p.id === passage)?.text) || entry.text;
}
