/**
 * `npx tsx src/cli/split-questions.ts [--set NAME] [--check] [FILE.tsv …]`: splits a blind question set (`blind`,
 * issue 25, the default; `round3` and `round4`, issue 34) once, by a fixed hash of each question, into a tuning half
 * and a test half (test/fixtures/NAME-tuning-questions.tsv, NAME-test-questions.tsv), so no one chooses where a
 * question lands.
 * Without `--check`, the rows of FILE(s) (default: both halves) are written to the half their hash names; with
 * `--check`, the two halves are verified to be split as the hash says.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { type Cli, runAsMain } from './run-main.ts';

const FIXTURES = resolve(import.meta.dirname, '../../test/fixtures');
export type Half = 'tuning' | 'test';
/** The two halves of a blind set: `blind` (issue 25), `round3` and `round4` (issue 34). */
export const halvesOf = (set: string): Record<Half, string> => ({
  tuning: resolve(FIXTURES, `${set}-tuning-questions.tsv`),
  test: resolve(FIXTURES, `${set}-test-questions.tsv`),
});
export const HALVES = halvesOf('blind');
const HEADER = 'ruleset\tquestion\texpected\tstyle';

/** FNV-1a, 32-bit, over the UTF-8 bytes: a fixed, well-known hash, so anyone can recompute the split. */
export function fnv1a32(text: string): number {
  let hash = 0x811c9dc5;
  for (const byte of new TextEncoder().encode(text)) hash = Math.imul(hash ^ byte, 0x01000193) >>> 0;
  return hash;
}

/** The half a question belongs to: even hash of the trimmed, lower-cased question → tuning, odd → test. */
export function halfOf(question: string): Half {
  return fnv1a32(question.trim().toLowerCase()) % 2 === 0 ? 'tuning' : 'test';
}

/** The data rows of a question file in the blind sets' column order, each with its question. */
function rows(file: string): { row: string; question: string }[] {
  const [header, ...lines] = readFileSync(file, 'utf8')
    .split(/\r?\n/)
    .filter((l) => l.trim());
  if (header !== HEADER) throw new Error(`${file}: header must be "${HEADER.replaceAll('\t', '<tab>')}"`);
  return lines.map((row) => ({ row, question: row.split('\t')[1] ?? '' }));
}

export const splitQuestions: Cli = async (argv) => {
  const check = argv.includes('--check');
  const named = argv.indexOf('--set');
  const set = named >= 0 ? argv[named + 1] : 'blind';
  if (!set || !/^[a-z0-9-]+$/.test(set))
    return { code: 2, stdout: '', stderr: '--set needs a name of lower-case letters, digits and dashes\n' };
  const halves = halvesOf(set);
  const files = argv.filter((a, i) => !a.startsWith('--') && i !== named + 1);
  if (check) {
    const misplaced = (Object.keys(halves) as Half[]).flatMap((half) =>
      rows(halves[half])
        .filter((r) => halfOf(r.question) !== half)
        .map((r) => `"${r.question}" is in the ${half} half; its hash puts it in the ${halfOf(r.question)} half`),
    );
    if (misplaced.length) return { code: 1, stdout: '', stderr: `${misplaced.join('\n')}\n` };
    return { code: 0, stdout: 'both halves are split as the hash says\n', stderr: '' };
  }
  const all = (files.length ? files : Object.values(halves)).flatMap(rows);
  const seen = new Set<string>();
  for (const { question } of all) {
    const key = question.trim().toLowerCase();
    if (seen.has(key)) return { code: 1, stdout: '', stderr: `question asked twice: "${question}"\n` };
    seen.add(key);
  }
  const counts: string[] = [];
  for (const half of Object.keys(halves) as Half[]) {
    const mine = all.filter((r) => halfOf(r.question) === half).map((r) => r.row);
    writeFileSync(halves[half], [HEADER, ...mine, ''].join('\n'));
    counts.push(`${half} ${mine.length}`);
  }
  return { code: 0, stdout: `${counts.join(', ')} questions\n`, stderr: '' };
};

await runAsMain(import.meta.url, splitQuestions);
