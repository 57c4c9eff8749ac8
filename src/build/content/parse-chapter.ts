import type { EntryKind } from '../../core/content/model.ts';
import { ENTRY_KINDS } from '../../core/content/model.ts';
import { type Attributes, splitAttributes } from './attributes.ts';
import type { ContentProblem } from './problems.ts';

/** A part of an entry's body, in order: Markdown, an inline child entry, or a block editor's note. */
export type BodyPart =
  | { type: 'md'; text: string; line: number }
  | { type: 'child'; entry: RawEntry }
  | { type: 'ed'; text: string; line: number }
  | { type: 'questions'; questions: WrittenQuestion[] };

/** A line of a `::: questions` block: a question the entry answers, pinned by words quoted from its passage. */
export interface WrittenQuestion {
  text: string;
  /** Words of the answering passage, as printed (compared without case, quotes or spacing). */
  pin: string;
  line: number;
}

/** An entry as written: a heading (section) or a `:::` container inside one. */
export interface RawEntry {
  kind: EntryKind;
  inline: boolean;
  /** Heading level 1–6; containers get their section's level + 1. */
  level: number;
  title: string;
  number: string | null;
  attrs: Attributes;
  body: BodyPart[];
  file: string;
  line: number;
}

const HEADING = /^(#{1,6})\s+(.+?)\s*#*\s*$/;
const OPEN = /^:::\s*([a-z]+)\b\s*(.*)$/;
const CLOSE = /^:::\s*$/;
const FENCE = /^\s*(```|~~~)/;

const isKind = (name: string): name is EntryKind => (ENTRY_KINDS as readonly string[]).includes(name);

/** The kind a heading's classes give (`.summary` is a flag, not a kind), or what is wrong with them. */
function headingKind(attrs: Attributes): { kind: EntryKind } | { error: string } {
  const kinds = attrs.classes.filter((c) => c !== 'summary');
  if (kinds.length > 1) return { error: `more than one kind: ${kinds.join(', ')}` };
  const kind = kinds[0] ?? 'rule';
  return isKind(kind) ? { kind } : { error: `unknown kind ".${kind}"` };
}

/** An entry as its heading or `:::` line opens it, its body still empty; its number is its `n` attribute. */
function newEntry(
  kind: EntryKind,
  inline: boolean,
  level: number,
  title: string,
  attrs: Attributes,
  file: string,
  line: number,
): RawEntry {
  return { kind, inline, level, title, number: attrs.values.n ?? null, attrs, body: [], file, line };
}

/**
 * Reads one chapter file into its entries, in order. Problems (unclosed containers, text outside a section…)
 * are pushed to `problems`; parsing goes on so every problem is reported at once.
 */
export function parseChapter(body: string, file: string, firstLine: number, problems: ContentProblem[]): RawEntry[] {
  const entries: RawEntry[] = [];
  let section: RawEntry | null = null;
  let container: RawEntry | null = null;
  let ed: { lines: string[]; line: number } | null = null;
  let questions: { lines: { text: string; line: number }[]; line: number } | null = null;
  let inFence = false;
  const lines = body.split(/\r?\n/);

  const target = (): RawEntry | null => container ?? section;
  const appendLine = (text: string, line: number): void => {
    if (questions) {
      if (text.trim()) questions.lines.push({ text, line });
      return;
    }
    if (ed) {
      ed.lines.push(text);
      return;
    }
    const entry = target();
    if (!entry) {
      if (text.trim()) problems.push({ file, line, message: 'text before the first heading belongs to no section' });
      return;
    }
    const last = entry.body[entry.body.length - 1];
    if (last?.type === 'md') last.text += `\n${text}`;
    else entry.body.push({ type: 'md', text, line });
  };

  lines.forEach((text, index) => {
    const line = firstLine + index;
    if (FENCE.test(text)) inFence = !inFence;
    if (inFence) return appendLine(text, line);

    const heading = HEADING.exec(text);
    const open = OPEN.exec(text);
    if (CLOSE.test(text)) {
      if (questions) {
        const written = questions.lines.flatMap((q) => readQuestion(q.text, q.line, file, problems));
        if (!written.length) problems.push({ file, line: questions.line, message: 'empty questions block' });
        target()?.body.push({ type: 'questions', questions: written });
        questions = null;
      } else if (ed) {
        const note = { type: 'ed' as const, text: ed.lines.join('\n').trim(), line: ed.line };
        if (!note.text) problems.push({ file, line: ed.line, message: "empty editor's note" });
        target()?.body.push(note);
        ed = null;
      } else if (container) container = null;
      else problems.push({ file, line, message: '":::" closes nothing' });
    } else if (open && open[1] === 'questions') {
      if (ed || questions)
        problems.push({ file, line, message: 'a questions block cannot sit inside a note or block' });
      else if (!target()) problems.push({ file, line, message: 'questions block outside any section' });
      else if (open[2]?.trim()) problems.push({ file, line, message: 'a questions block takes no title' });
      questions = { lines: [], line };
    } else if (open && open[1] === 'ed') {
      if (ed) problems.push({ file, line, message: "editor's notes cannot nest" });
      else if (!target()) problems.push({ file, line, message: "editor's note outside any section" });
      ed = { lines: open[2] ? [open[2]] : [], line };
    } else if (open) {
      const { text: title, attrs, error } = splitAttributes(open[2] ?? '');
      const kind = open[1] ?? '';
      if (error) problems.push({ file, line, message: error });
      if (attrs.classes.some((c) => c !== 'summary'))
        problems.push({ file, line, message: 'a container takes its kind from ":::kind", not from a class' });
      if (!isKind(kind)) problems.push({ file, line, message: `unknown kind "::: ${kind}"` });
      else if (!title) problems.push({ file, line, message: `"::: ${open[1]}" needs a title` });
      else if (container || ed)
        problems.push({ file, line, message: 'containers cannot nest (close the open one with ":::" first)' });
      else if (!section)
        problems.push({ file, line, message: `${open[1]} "${title}" has no home: it sits outside any section` });
      else {
        container = newEntry(kind, true, section.level + 1, title, attrs, file, line);
        section.body.push({ type: 'child', entry: container });
        entries.push(container);
      }
    } else if (heading) {
      if (container || ed || questions) {
        problems.push({ file, line, message: 'heading inside an open container or note (missing ":::"?)' });
        container = null;
        ed = null;
        questions = null;
      }
      const { text: title, attrs, error } = splitAttributes(heading[2] ?? '');
      if (error) problems.push({ file, line, message: error });
      const kind = headingKind(attrs);
      if ('error' in kind) problems.push({ file, line, message: kind.error });
      if (!title) problems.push({ file, line, message: 'heading without a title' });
      section = newEntry('kind' in kind ? kind.kind : 'rule', false, heading[1]?.length ?? 1, title, attrs, file, line);
      entries.push(section);
    } else appendLine(text, line);
  });

  const open = ed as { line: number } | null;
  const openContainer = container as RawEntry | null;
  const openQuestions = questions as { line: number } | null;
  if (openQuestions)
    problems.push({ file, line: openQuestions.line, message: 'questions block is never closed with ":::"' });
  else if (open) problems.push({ file, line: open.line, message: `editor's note is never closed with ":::"` });
  else if (openContainer)
    problems.push({
      file,
      line: openContainer.line,
      message: `"::: ${openContainer.kind}" is never closed with ":::"`,
    });
  return entries;
}

/** `question | words of the answering passage`: a question without its pin, or a pin without words, is refused. */
function readQuestion(text: string, line: number, file: string, problems: ContentProblem[]): WrittenQuestion[] {
  const cut = text.lastIndexOf(' | ');
  const question = (cut < 0 ? text : text.slice(0, cut)).replace(/^\s*-\s+/, '').trim();
  const pin = cut < 0 ? '' : text.slice(cut + 3).trim();
  if (!pin || !question) {
    problems.push({
      file,
      line,
      message: 'a question needs the words of its passage: "question | words of the passage"',
    });
    return [];
  }
  return [{ text: question, pin, line }];
}
