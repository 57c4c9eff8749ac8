import { identity } from './keys.ts';
import { sameData } from './same.ts';
import type { ToolkitData } from './schema.ts';

/**
 * Collapses exact repeats within a file (a harmless copy-paste) and reports records sharing an id with different
 * content, which no merge could resolve without guessing: "rulings[4].id: "abc" is also rulings[1], with different content".
 */
export function dedupeFile(data: ToolkitData): { ok: true; data: ToolkitData } | { ok: false; problems: string[] } {
  const problems: string[] = [];
  const pick = <T>(name: string, items: readonly T[], key: (item: T) => string, field: string): T[] => {
    const seen = new Map<string, number>();
    const kept: T[] = [];
    items.forEach((item, i) => {
      const k = key(item);
      const first = seen.get(k);
      if (first === undefined) {
        seen.set(k, i);
        kept.push(item);
      } else if (!sameData(items[first], item))
        problems.push(`${name}[${i}].${field}: "${k}" is also ${name}[${first}], with different content`);
    });
    return kept;
  };
  const result: ToolkitData = {
    rulings: pick('rulings', data.rulings, identity.rulings, 'id'),
    bookmarks: pick('bookmarks', data.bookmarks, identity.bookmarks, 'anchor'),
    notes: pick('notes', data.notes, identity.notes, 'anchor'),
  };
  return problems.length ? { ok: false, problems } : { ok: true, data: result };
}
