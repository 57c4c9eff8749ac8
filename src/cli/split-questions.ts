/**
 * `npx tsx src/cli/split-questions.ts [--check] [FILE.tsv …]`: splits the blind judge questions (issue 25) once, by a
 * fixed hash of each question, into a tuning half and a test half, so no one chooses where a question lands. Without
 * `--check`, the rows of FILE(s) (default: both halves) are written to the half their hash names; with `--check`,
 * the two halves are verified to be split as the hash says.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { type Cli, runAsMain } from './run-main.ts';

const FIXTURES = resolve(import.meta.dirname, '../../test/fixtures');
export const HALVES = {
  tuning: resolve(FIXTURES, 'blind-tuning-questions.tsv'),
  test: resolve(FIXTURES, 'blind-test-questions.tsv'),
} as const;
export type Half = keyof typeof HALVES;
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
  const files = argv.filter((a) => !a.startsWith('--'));
  if (check) {
    const misplaced = (Object.keys(HALVES) as Half[]).flatMap((half) =>
      rows(HALVES[half])
        .filter((r) => halfOf(r.question) !== half)
        .map((r) => `"${r.question}" is in the ${half} half; its hash puts it in the ${halfOf(r.question)} half`),
    );
    if (misplaced.length) return { code: 1, stdout: '', stderr: `${misplaced.join('\n')}\n` };
    return { code: 0, stdout: 'both halves are split as the hash says\n', stderr: '' };
  }
  const all = (files.length ? files : Object.values(HALVES)).flatMap(rows);
  const seen = new Set<string>();
  for (const { question } of all) {
    const key = question.trim().toLowerCase();
    if (seen.has(key)) return { code: 1, stdout: '', stderr: `question asked twice: "${question}"\n` };
    seen.add(key);
  }
  const counts: string[] = [];
  for (const half of Object.keys(HALVES) as Half[]) {
    const mine = all.filter((r) => halfOf(r.question) === half).map((r) => r.row);
    writeFileSync(HALVES[half], [HEADER, ...mine, ''].join('\n'));
    counts.push(`${half} ${mine.length}`);
  }
  return { code: 0, stdout: `${counts.join(', ')} questions\n`, stderr: '' };
};

await runAsMain(import.meta.url, splitQuestions);
