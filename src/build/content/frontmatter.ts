import { parse } from 'yaml';

/** Splits `---\nyaml\n---\nbody`; `bodyLine` is the 1-based line where the body starts. */
export function splitFrontMatter(source: string): { data: Record<string, unknown>; body: string; bodyLine: number } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/.exec(source);
  if (!match) return { data: {}, body: source, bodyLine: 1 };
  const parsed: unknown = parse(match[1] ?? '');
  const data =
    parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  return { data, body: source.slice(match[0].length), bodyLine: match[0].split('\n').length };
}
