import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { decodeEntities } from '../../../src/build/content/html-text.ts';

/** Text reduced to what fidelity is about: words and their order, not markup, case, quotes or spacing. */
export function normalizeProse(text: string): string {
  return (
    decodeEntities(text)
      .replace(/[ﬁ]/g, 'fi')
      .replace(/[ﬂ]/g, 'fl')
      .replace(/[“”„"«»]/g, '"')
      .replace(/[‘’‚`']/g, "'")
      .replace(/[–—]/g, '-')
      .replace(/\\([\\`*_{}[\]()#+\-.!<>])/g, '$1')
      .replace(/\*\*|__|[*_]/g, '')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/^\s*(?:#{1,6}|[-*+]|\d+\.)\s+/gm, ' ')
      // A hyphenated word broken by a space ("beginning- of-combat") is conversion damage; the repair is certain.
      .replace(/(\p{L})- (\p{L})/gu, '$1-$2')
      .toLowerCase()
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** A source file of `../shared/sources`, copied into test/fixtures so tests don't need ../shared. */
export function readSource(file: string): string {
  return readFileSync(fileURLToPath(new URL(`../../fixtures/sources/${file}`, import.meta.url)), 'utf8');
}

/** Sentences of an entry's plain text, long enough to be checked on their own. */
export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?:;])\s+|\n+/)
    .map((s) => normalizeProse(s).replace(/[.!?:;,]+$/, ''))
    .filter((s) => s.split(' ').length >= 4);
}
