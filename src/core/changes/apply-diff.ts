import type { DiffPart } from './word-diff.ts';

const words = (text: string) => text.split(/\s+/).filter(Boolean);

/**
 * The newer text a word diff describes, applied to the older text: its words kept and removed must be the older
 * text's, in order (null when the diff is not of this text); the result is the kept and added words, one space apart.
 */
export function applyDiff(before: string, diff: readonly DiffPart[]): string | null {
  const old = words(before);
  let i = 0;
  const out: string[] = [];
  for (const part of diff) {
    const partWords = words(part.text);
    if (part.kind !== 'added') {
      for (const w of partWords) if (old[i++] !== w) return null;
    }
    if (part.kind !== 'removed') out.push(...partWords);
  }
  return i === old.length ? out.join(' ') : null;
}
