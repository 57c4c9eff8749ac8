/** Attribute blocks `{#anchor .kind n="6.9.2" aka="A|B" home="#x"}` at the end of headings and containers. */

export interface Attributes {
  id?: string;
  classes: string[];
  values: Record<string, string>;
}

const BLOCK = /\s*\{((?:[^{}"]|"[^"]*")*)\}\s*$/;
const PART = /#([\w-]+)|\.([\w-]+)|([\w-]+)=(?:"([^"]*)"|([^\s"}]+))|(\S+)/g;

/** Splits `text {attrs}` into the text and its attributes; `error` names an unreadable part. */
export function splitAttributes(line: string): { text: string; attrs: Attributes; error?: string } {
  const attrs: Attributes = { classes: [], values: {} };
  const match = BLOCK.exec(line);
  if (!match) return { text: line.trim(), attrs };
  const text = line.slice(0, match.index).trim();
  for (const part of (match[1] ?? '').matchAll(PART)) {
    const [, id, cls, key, quoted, bare, junk] = part;
    if (id) attrs.id = id;
    else if (cls) attrs.classes.push(cls);
    else if (key) attrs.values[key] = quoted ?? bare ?? '';
    else if (junk) return { text, attrs, error: `unreadable attribute "${junk}" in {${match[1] ?? ''}}` };
  }
  return { text, attrs };
}
