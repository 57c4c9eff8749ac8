import type { IndexQuestion, Passage } from '../../core/content/model.ts';
import type { WrittenQuestion } from './parse-chapter.ts';
import { passageIds } from '../../core/content/passage-ids.ts';
import { htmlToText } from './html-text.ts';

/** Blocks a judge can be sent to: a paragraph, a list item, a table row. */
const PASSAGE_TAGS = new Set(['p', 'li', 'tr']);
/** Tags that open or close a passage, or an editor's note (whose paragraphs are not rules text). */
const TAG = /<(\/?)(p|li|tr|aside)(\s[^>]*)?>/g;

interface OpenTag {
  tag: string;
  /** Where the opening tag starts and ends in the HTML. */
  start: number;
  end: number;
  /** Spans of passages inside this one, left out of its own text. */
  inner: [number, number][];
  inNote: boolean;
}

/**
 * Gives every paragraph, list item and table row of an entry's own body an anchor derived from its first words
 * (`<entry>--<words>`, numbered when two start alike: passageIds), so a search result can open on the passage it matched and
 * a link to it survives edits elsewhere in the entry. A list item holding paragraphs or a nested list is a passage
 * only for the words of its own; editor's notes are not passages.
 */
export function anchorPassages(entryId: string, html: string): { html: string; passages: Passage[] } {
  const stack: OpenTag[] = [];
  const found: { start: number; end: number; text: string }[] = [];
  for (const m of html.matchAll(TAG)) {
    const [whole, closing, tag = ''] = m;
    const at = m.index;
    if (!closing) {
      const inNote = tag === 'aside' || stack.some((o) => o.inNote);
      stack.push({ tag, start: at, end: at + whole.length, inner: [], inNote });
      continue;
    }
    const index = stack.map((o) => o.tag).lastIndexOf(tag);
    if (index < 0) continue;
    const [open] = stack.splice(index);
    if (!open || !PASSAGE_TAGS.has(tag) || open.inNote) continue;
    let own = '';
    let from = open.end;
    for (const [s, e] of open.inner) {
      own += html.slice(from, s);
      from = e;
    }
    own += html.slice(from, at);
    const text = htmlToText(own);
    const parent = stack.at(-1);
    parent?.inner.push([open.start, at + whole.length]);
    if (text) found.push({ start: open.start, end: open.end, text });
  }
  found.sort((a, b) => a.start - b.start);
  const ids = passageIds(
    entryId,
    found.map((f) => f.text),
  );
  const passages: Passage[] = found.map(({ text }, i) => ({ id: ids[i] ?? '', text }));
  let out = '';
  let from = 0;
  found.forEach(({ start, end }, i) => {
    const opening = html.slice(start, end);
    out += html.slice(from, start) + opening.replace(/^<(\w+)/, `<$1 id="${passages[i]?.id ?? ''}"`);
    from = end;
  });
  return { html: out + html.slice(from), passages };
}

/** Text as a pin compares it: no case, no quotes or dashes of one kind or another, single spaces. */
function pinForm(text: string): string {
  return text
    .toLowerCase()
    .replace(/[“”„"]/g, '"')
    .replace(/[‘’']/g, "'")
    .replace(/[–—-]/g, '-')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Pins each question of an entry's question index to the one passage of the entry holding its quoted words: a
 * question whose words are in no passage, or in more than one, is a problem (quote more words, or the right ones).
 */
export function pinQuestions(
  written: readonly WrittenQuestion[],
  passages: readonly Passage[],
  problem: (line: number, message: string) => void,
): IndexQuestion[] {
  const forms = passages.map((p) => pinForm(p.text));
  return written.flatMap(({ text, pin, line }) => {
    const wanted = pinForm(pin);
    const holding = passages.filter((_, i) => forms[i]?.includes(wanted));
    const [passage] = holding;
    if (!passage) problem(line, `question "${text}": no passage of this entry holds "${pin}"`);
    else if (holding.length > 1)
      problem(line, `question "${text}": ${holding.length} passages hold "${pin}" (quote words of one only)`);
    return passage && holding.length === 1 ? [{ text, passage: passage.id }] : [];
  });
}
