import { identity, rulingFingerprint } from './keys.ts';
import { sameData } from './same.ts';
import type { Bookmark, Note, Ruling, ToolkitData } from './schema.ts';

/** How many records of one kind an import adds, updates, or finds already there (same, or newer here). */
export interface MergeCount {
  added: number;
  updated: number;
  unchanged: number;
}

/** The records to write and what the import does, kind by kind. */
export interface MergePlan {
  put: ToolkitData;
  counts: Record<keyof ToolkitData, MergeCount>;
}

type Stamped = { updatedAt: string };

/**
 * Merges one kind of record: a match (by `keys`, in order) is updated only when the incoming copy is newer, so
 * importing the same file twice, or an older backup, changes nothing.
 */
function mergeKind<T>(
  existing: readonly T[],
  incoming: readonly T[],
  keys: ((item: T) => string)[],
  newer: (a: T, b: T) => boolean,
  adopt: (kept: T, from: T) => T,
) {
  const indexes = keys.map((key) => new Map(existing.map((item) => [key(item), item])));
  const count: MergeCount = { added: 0, updated: 0, unchanged: 0 };
  const put: T[] = [];
  for (const item of incoming) {
    const match = keys.map((key, i) => indexes[i]?.get(key(item))).find((m) => m !== undefined);
    const next = match === undefined ? item : adopt(match, item);
    if (match === undefined) count.added++;
    else if (sameData(match, next) || !newer(item, match)) {
      count.unchanged++;
      continue;
    } else count.updated++;
    put.push(next);
    // Later items in the same file see this one, so a repeat within the file is not added twice.
    keys.forEach((key, i) => indexes[i]?.set(key(next), next));
  }
  return { put, count };
}

const newerStamp = (a: Stamped, b: Stamped): boolean => a.updatedAt > b.updatedAt;

/** Plans an import into what is stored; pure, so the store applies it in one transaction or not at all. */
export function planImport(existing: ToolkitData, incoming: ToolkitData): MergePlan {
  // A ruling matched by content keeps the id it has here: links and QR codes to it keep working.
  const rulings = mergeKind<Ruling>(
    existing.rulings,
    incoming.rulings,
    [identity.rulings, rulingFingerprint],
    newerStamp,
    (kept, from) => ({ ...from, id: kept.id }),
  );
  // A bookmark carries nothing to update: once a section is bookmarked, importing it again changes nothing.
  const bookmarks = mergeKind<Bookmark>(
    existing.bookmarks,
    incoming.bookmarks,
    [identity.bookmarks],
    () => false,
    (kept) => kept,
  );
  const notes = mergeKind<Note>(existing.notes, incoming.notes, [identity.notes], newerStamp, (kept, from) => ({
    ...from,
    createdAt: kept.createdAt,
  }));
  return {
    put: { rulings: rulings.put, bookmarks: bookmarks.put, notes: notes.put },
    counts: { rulings: rulings.count, bookmarks: bookmarks.count, notes: notes.count },
  };
}

const NOUNS = {
  rulings: ['ruling', 'rulings'],
  bookmarks: ['bookmark', 'bookmarks'],
  notes: ['note', 'notes'],
} as const;

/** "Imported: 2 rulings added, 1 ruling updated, 1 note added (3 already here)." */
export function describeMerge(counts: MergePlan['counts']): string {
  const kinds = Object.keys(NOUNS) as (keyof typeof NOUNS)[];
  const phrase = (n: number, kind: keyof typeof NOUNS, verb: string) =>
    n ? [`${n} ${NOUNS[kind][n === 1 ? 0 : 1]} ${verb}`] : [];
  const parts = kinds.flatMap((kind) => [
    ...phrase(counts[kind].added, kind, 'added'),
    ...phrase(counts[kind].updated, kind, 'updated'),
  ]);
  const already = kinds.reduce((sum, kind) => sum + counts[kind].unchanged, 0);
  if (!parts.length)
    return already === 1
      ? 'Nothing new: the one item in this file is already here.'
      : already
        ? `Nothing new: all ${already} items in this file are already here.`
        : 'The file holds no rulings, bookmarks or notes.';
  return `Imported: ${parts.join(', ')}${already ? ` (${already} already here)` : ''}.`;
}
