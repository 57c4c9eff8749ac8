import type { RawEntry } from '../parse-chapter.ts';
import type { Placement } from './place-entries.ts';
import type { BuildContext } from './read-sources.ts';

/** The defined terms: which entries define each (lower case), and where a definition's full text lives. */
export interface Definitions {
  definitions: Record<string, string[]>;
  homes: Map<string, string>;
  isSummary: (raw: RawEntry) => boolean;
  termsOf: (raw: RawEntry) => string[];
}

const isSummary = (raw: RawEntry): boolean => raw.attrs.classes.includes('summary');
const termsOf = (raw: RawEntry): string[] =>
  [raw.title, ...(raw.attrs.values.aka ?? '').split('|')]
    .map((t) => t.replace(/[:\-–=\s]+$/, '').trim())
    .filter(Boolean);

/** Stage 3, resolve definitions: the terms each definition defines, and the home of each summary definition. */
export function resolveDefinitions({ placed, byId }: Placement, { problems }: BuildContext): Definitions {
  const definitions: Record<string, string[]> = {};
  for (const { raw, id } of placed) {
    if (raw.kind !== 'definition') {
      if (raw.attrs.values.home || isSummary(raw))
        problems.push({ file: raw.file, line: raw.line, message: '"home" and ".summary" are for definitions only' });
      continue;
    }
    for (const term of termsOf(raw)) (definitions[term.toLowerCase()] ??= []).push(id);
  }
  const homes = new Map<string, string>();
  for (const { raw, id } of placed) {
    if (raw.kind !== 'definition') continue;
    const explicit = raw.attrs.values.home;
    if (explicit) {
      const anchor = explicit.replace(/^#/, '');
      if (!byId.has(anchor))
        problems.push({
          file: raw.file,
          line: raw.line,
          message: `definition "${raw.title}": home "${explicit}" resolves to nothing`,
        });
      else homes.set(id, anchor);
    } else if (isSummary(raw)) {
      const full = termsOf(raw)
        .flatMap((t) => definitions[t.toLowerCase()] ?? [])
        .find((other) => other !== id && !isSummary(byId.get(other)?.raw as RawEntry));
      if (full) homes.set(id, full);
      else
        problems.push({
          file: raw.file,
          line: raw.line,
          message: `summary definition "${raw.title}" has no home: no full definition of the term, and no home="#anchor"`,
        });
    }
  }
  return { definitions, homes, isSummary, termsOf };
}
