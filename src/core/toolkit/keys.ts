import type { Bookmark, Note, Ruling } from './schema.ts';

/** A section's key across rulesets: anchors are unique within a ruleset, and neither part can contain "/" (see SECTION_ID in core/content/routes.ts). */
export function sectionKey(item: { ruleset: string; anchor: string }): string {
  return `${item.ruleset}/${item.anchor}`;
}

/**
 * What makes two rulings the same ruling even under different ids (typed twice, or logged on two phones and
 * merged): the moment it was made and what was asked and answered at which table.
 */
export function rulingFingerprint(r: Ruling): string {
  return JSON.stringify([
    r.createdAt,
    r.event.trim(),
    r.round.trim(),
    r.table.trim(),
    r.question.trim(),
    r.ruling.trim(),
  ]);
}

/** The identity of each kind of record, used to find duplicates in a file and matches in the store. */
export const identity = {
  rulings: (r: Ruling) => r.id,
  bookmarks: (b: Bookmark) => sectionKey(b),
  notes: (n: Note) => sectionKey(n),
};
