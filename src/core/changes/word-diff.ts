/** A word-by-word difference between a cited passage as it read and as the app shows it now. */
export interface DiffPart {
  kind: 'same' | 'removed' | 'added';
  text: string;
}

/** Longest passages compared word by word; past it the whole text is shown as replaced (the table would be huge). */
const MAX_WORDS = 2_000;

function words(text: string): string[] {
  return text.split(/\s+/).filter((w) => w !== '');
}

/** Words of `before` not in `after` are removed, words of `after` not in `before` added (longest common subsequence). */
export function wordDiff(before: string, after: string): DiffPart[] {
  const a = words(before);
  const b = words(after);
  if (a.length * b.length > MAX_WORDS * MAX_WORDS) return merge([...part('removed', a), ...part('added', b)]);
  // lcs[i][j]: length of the longest common subsequence of a[i..] and b[j..].
  const lcs = Array.from({ length: a.length + 1 }, () => new Uint32Array(b.length + 1));
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      lcs[i]![j] = a[i] === b[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
  const out: DiffPart[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      out.push({ kind: 'same', text: a[i]! });
      i++;
      j++;
    } else if (lcs[i + 1]![j]! >= lcs[i]![j + 1]!) out.push({ kind: 'removed', text: a[i++]! });
    else out.push({ kind: 'added', text: b[j++]! });
  }
  out.push(...part('removed', a.slice(i)), ...part('added', b.slice(j)));
  return merge(out);
}

function part(kind: DiffPart['kind'], list: string[]): DiffPart[] {
  return list.map((text) => ({ kind, text }));
}

/** Joins neighbouring words of the same kind so a changed phrase reads as one. */
function merge(parts: DiffPart[]): DiffPart[] {
  const out: DiffPart[] = [];
  for (const p of parts) {
    const last = out.at(-1);
    if (last && last.kind === p.kind) last.text += ` ${p.text}`;
    else out.push({ ...p });
  }
  return out;
}

/** True when the texts differ in more than spacing. */
export function textChanged(before: string, after: string): boolean {
  return words(before).join(' ') !== words(after).join(' ');
}
