import { fold } from './filter.ts';

/** A search worth remembering: what was typed, tidied; null for one letter or blank. */
export function tidyQuery(text: string): string | null {
  const tidy = text.trim().replace(/\s+/g, ' ');
  return tidy.length >= 2 ? tidy : null;
}

/** Searches differing only in case or accents are one recent search. */
export function queryKey(text: string): string {
  return fold(text.trim().replace(/\s+/g, ' '));
}
