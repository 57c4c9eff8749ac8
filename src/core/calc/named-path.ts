/** One step of a problem's path: a field, a list item, or a key that is no plain name (`["a b"]`). */
const TOKEN = /([A-Za-z_$][\w$]*)|\[(\d+)\]|\[("(?:[^"\\]|\\.)*")\]/y;

function field(value: unknown, key: string | number): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string | number, unknown>)[key] : undefined;
}

/**
 * A problem's path for the judge at the form, each list item named as entered: `cards[1].rage` with a card named
 * "Claw" reads `cards “Claw”.rage`. An item without a name keeps its place; a path it cannot follow is returned as is.
 */
export function namedPath(input: unknown, path: string): string {
  let value = input;
  let out = '';
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < path.length) {
    const at = TOKEN.lastIndex;
    if (at > 0 && path[at] === '.') TOKEN.lastIndex = at + 1;
    const match = TOKEN.exec(path);
    if (!match) return path;
    const [, key, index, quoted] = match;
    if (key !== undefined) {
      out += out ? `.${key}` : key;
      value = field(value, key);
    } else if (index !== undefined) {
      value = field(value, Number(index));
      const name = field(value, 'name');
      out += typeof name === 'string' && name.trim() ? ` “${name.trim()}”` : `[${index}]`;
    } else if (quoted !== undefined) {
      out += `[${quoted}]`;
      value = field(value, JSON.parse(quoted) as string);
    }
  }
  return out;
}
