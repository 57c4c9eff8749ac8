import type { Entry } from '../content/model.ts';

/**
 * How a cited section is named in results: "§6.9.2"; a combat step (printed "4." under 6.2) "§6.2 step 4";
 * an unnumbered entry by its title ("Sidebar: Combat Events"); an unknown anchor as itself.
 */
export function citeLabel(
  anchor: string,
  entryOf: (id: string) => Pick<Entry, 'number' | 'title' | 'parent'> | undefined,
): string {
  const entry = entryOf(anchor);
  if (!entry) return anchor;
  const number = entry.number?.trim().replace(/[.:]$/, '');
  if (!number) return entry.title;
  if (/^\d+$/.test(number)) {
    const parent = entry.parent ? entryOf(entry.parent) : undefined;
    const parentNumber = parent?.number?.trim().replace(/[.:]$/, '');
    return parentNumber ? `§${parentNumber} step ${number}` : `${number}. ${entry.title}`;
  }
  return /^\d/.test(number) ? `§${number}` : `${number}: ${entry.title}`;
}
