import * as Y from 'yjs';

type Decoded = ReturnType<typeof Y.decodeUpdate>;

/** The name of the root type an item of `doc` lives in (undefined for an item of no root the document knows). */
function rootOf(item: Y.Item, doc: Y.Doc): string | undefined {
  let type = item.parent as Y.AbstractType<unknown> | null;
  while (type?._item) type = type._item.parent as Y.AbstractType<unknown> | null;
  for (const [key, root] of doc.share) if (root === type) return key;
  return undefined;
}

/**
 * The root types an update's deletions would remove something from: the roots of the items the server holds
 * (`known`) and has not deleted yet. Deletions of items the server has already deleted change nothing, and the
 * update's own new items are judged by rootsWritten.
 */
export function rootsDeleted(decoded: Decoded, known: Y.Doc | undefined): Set<string> {
  const roots = new Set<string>();
  if (!known) return roots;
  for (const [client, ranges] of decoded.ds.clients) {
    const structs = known.store.clients.get(client) ?? [];
    const held = Y.getState(known.store, client);
    for (const { clock, len } of ranges) {
      // A range starting past what the server holds deletes nothing of it (findIndexSS throws there).
      if (clock >= held) continue;
      for (let i = Y.findIndexSS(structs, clock); i < structs.length && structs[i]!.id.clock < clock + len; i++) {
        const s = structs[i]!;
        if (!(s instanceof Y.Item) || s.deleted) continue;
        const root = rootOf(s, known);
        if (root !== undefined) roots.add(root);
      }
    }
  }
  return roots;
}

/**
 * The root types the new items of an update would write into. An item names its root only when it has no
 * neighbour (the first value of a map key, the first element of a list); otherwise it names a neighbour (`origin`,
 * `rightOrigin`) or its parent item, which are looked up in the update itself or in the document the server holds
 * (`known`). Items the server already holds are skipped: applying them again changes nothing. An item whose
 * neighbours neither has (it waits for an update not yet sent) yields no root.
 */
export function rootsWritten(decoded: Decoded, known: Y.Doc | undefined): Set<string> {
  const fresh = new Map<number, Y.Item[]>();
  for (const s of decoded.structs) {
    if (!(s instanceof Y.Item)) continue;
    const list = fresh.get(s.id.client);
    if (list) list.push(s);
    else fresh.set(s.id.client, [s]);
  }
  const memo = new Map<Y.Item, string | undefined>();
  const held = (client: number, clock: number) => known !== undefined && clock < Y.getState(known.store, client);

  /** The update's item holding this id: an update lists each client's structs in clock order. */
  const inUpdate = (id: Y.ID): Y.Item | undefined => {
    const list = fresh.get(id.client) ?? [];
    let [low, high] = [0, list.length - 1];
    while (low <= high) {
      const mid = (low + high) >> 1;
      const s = list[mid]!;
      if (id.clock < s.id.clock) high = mid - 1;
      else if (id.clock >= s.id.clock + s.length) low = mid + 1;
      else return s;
    }
    return undefined;
  };

  const rootOfHeld = (id: Y.ID): string | undefined => {
    const item = Y.getItem(known!.store, id);
    return item instanceof Y.Item ? rootOf(item, known!) : undefined;
  };

  /** The root of the type an item (by id) lives in. */
  const rootOfId = (id: Y.ID, depth: number): string | undefined => {
    if (held(id.client, id.clock)) return rootOfHeld(id);
    const item = inUpdate(id);
    return item ? rootOfItem(item, depth + 1) : undefined;
  };

  const rootOfItem = (item: Y.Item, depth: number): string | undefined => {
    if (memo.has(item)) return memo.get(item);
    // A chain deeper than the update's own items cannot be a real document; treat it as naming no root.
    if (depth > decoded.structs.length + 1) return undefined;
    const parent = item.parent as unknown;
    let root: string | undefined;
    if (typeof parent === 'string') root = parent;
    else if (parent instanceof Y.ID) root = rootOfId(parent, depth);
    else {
      const neighbour = item.origin ?? item.rightOrigin;
      root = neighbour ? rootOfId(neighbour, depth) : undefined;
    }
    memo.set(item, root);
    return root;
  };

  const roots = new Set<string>();
  for (const list of fresh.values())
    for (const item of list) {
      if (held(item.id.client, item.id.clock + item.length - 1)) continue;
      const root = rootOfItem(item, 0);
      if (root !== undefined) roots.add(root);
    }
  return roots;
}
