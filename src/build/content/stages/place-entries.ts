import { RESERVED_ANCHORS, isSectionId } from '../../../core/content/routes.ts';
import { defaultAnchor } from '../../../core/content/slug.ts';
import type { RawEntry } from '../parse-chapter.ts';
import type { BuildContext } from './read-sources.ts';

/** An entry given its anchor and its place in the tree. */
export interface Placed {
  raw: RawEntry;
  id: string;
  parent: RawEntry | null;
}

/** The entries in reading order, found by anchor or by raw entry. */
export interface Placement {
  placed: Placed[];
  byId: Map<string, Placed>;
  idOf: Map<RawEntry, string>;
}

/** Stage 2, place entries: each gets its anchor (checked: a slug, not reserved, unique) and its parent. */
export function placeEntries(raws: readonly RawEntry[], { problems }: BuildContext): Placement {
  const placed: Placed[] = [];
  const byId = new Map<string, Placed>();
  const idOf = new Map<RawEntry, string>();
  const stack: RawEntry[] = [];
  const containerParent = new Map<RawEntry, RawEntry>();
  for (const raw of raws) for (const part of raw.body) if (part.type === 'child') containerParent.set(part.entry, raw);
  for (const raw of raws) {
    let parent: RawEntry | null;
    if (raw.inline) parent = containerParent.get(raw) ?? null;
    else {
      while (stack.length && (stack[stack.length - 1]?.level ?? 0) >= raw.level) stack.pop();
      parent = stack[stack.length - 1] ?? null;
      stack.push(raw);
    }
    const id = raw.attrs.id ?? defaultAnchor(raw.kind === 'definition' && raw.inline ? null : raw.number, raw.title);
    const where = { file: raw.file, line: raw.line };
    if (!id) problems.push({ ...where, message: `"${raw.title}" gives an empty anchor: add {#anchor}` });
    else if (!isSectionId(id))
      problems.push({
        ...where,
        message: `anchor "${id}" must be lower-case letters, digits and - (it is part of the section's URL and citations)`,
      });
    else if (RESERVED_ANCHORS.includes(id))
      problems.push({ ...where, message: `anchor "${id}" is reserved for an app page: add {#another-anchor}` });
    const clash = byId.get(id);
    if (clash)
      problems.push({
        ...where,
        message: `duplicate anchor "${id}" (also ${clash.raw.file}:${clash.raw.line}): add {#unique-anchor} to one of them`,
      });
    const entry = { raw, id, parent };
    placed.push(entry);
    byId.set(id, entry);
    idOf.set(raw, id);
  }
  return { placed, byId, idOf };
}
