import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { type JudgeQuestion, parseQuestions } from '../../core/search/evaluate.ts';

/** The judge questions the bench runs (a copy of ../shared/eval/judge-questions.tsv, so the bench needs only this repo). */
export const QUESTIONS_FILE = resolve(import.meta.dirname, '../../../test/fixtures/judge-questions.tsv');

export function loadQuestions(file = QUESTIONS_FILE): JudgeQuestion[] {
  return parseQuestions(readFileSync(file, 'utf8'));
}

/** One search as issued: the text and the ruleset filter (null: every rulebook). */
export interface BenchQuery {
  text: string;
  ruleset: string | null;
  /**
   * A search with nothing typed before it (a full question, pasted; the first keystroke of one typed): the app's
   * engine forgets the words it remembers between keystrokes, so it is timed from cold.
   */
  fresh: boolean;
}

/** What a judge's search box sends while typing a question: every prefix of two characters or more. */
export function typingPrefixes(question: string): string[] {
  const prefixes: string[] = [];
  for (let end = 2; end <= question.length; end++) prefixes.push(question.slice(0, end));
  return prefixes;
}

/**
 * The full questions and their typing prefixes (in typing order, question after question), filtered by each
 * question's ruleset or across all rulebooks.
 */
export function benchQueries(
  questions: readonly JudgeQuestion[],
  filtered: boolean,
): { questions: BenchQuery[]; typing: BenchQuery[] } {
  const scope = (q: JudgeQuestion) => (filtered ? q.ruleset : null);
  return {
    questions: questions.map((q) => ({ text: q.question, ruleset: scope(q), fresh: true })),
    typing: questions.flatMap((q) =>
      typingPrefixes(q.question).map((text, i) => ({ text, ruleset: scope(q), fresh: i === 0 })),
    ),
  };
}
