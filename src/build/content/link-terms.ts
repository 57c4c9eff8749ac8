import { entryPath } from '../../core/content/routes.ts';
import { escapeHtml } from './render-markdown.ts';

/** A defined term and the definition entry it links to. */
export interface TermTarget {
  term: string;
  anchor: string;
}

const WORD = '[\\p{L}\\p{N}]';
const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Tags whose text is never auto-linked: existing links, headings, editor's notes, code. */
const SKIP = /^<(a|h[1-6]|code|pre)\b|^<(span|aside) class="ed-note"/;

/**
 * Links the first occurrence of each defined term in an entry's HTML to its definition.
 * Multi-word terms match in any case; single-word terms only with the capital they are defined with,
 * so "Unique card" links and "unique benefits" does not, unless listed in `anyCase`.
 * Phrases in `ignore` are never linked.
 */
export function createTermLinker(ruleset: string, targets: TermTarget[], ignore: string[], anyCase: string[] = []) {
  const caseFree = new Set(anyCase.map((t) => t.toLowerCase()));
  const sorted = [...targets].sort((a, b) => b.term.length - a.term.length);
  if (sorted.length === 0) return (html: string) => html;
  const byTerm = new Map(sorted.map((t) => [t.term.toLowerCase(), t]));
  const pattern = new RegExp(
    `(?<!${WORD})(${sorted.map((t) => escapeRegExp(t.term)).join('|')})(?:s|es)?(?!${WORD})`,
    'giu',
  );
  const ignorePattern = ignore.length ? new RegExp(ignore.map(escapeRegExp).join('|'), 'giu') : null;

  return (html: string, ownAnchors: ReadonlySet<string>): string => {
    const used = new Set<string>();
    let skipDepth = 0;
    let skipTag = '';
    return html.replace(/(<[^>]+>)|([^<]+)/g, (whole, tag: string | undefined, text: string | undefined) => {
      if (tag) {
        if (skipDepth === 0) {
          const skip = SKIP.exec(tag);
          if (skip) {
            skipTag = skip[1] ?? skip[2] ?? '';
            skipDepth = 1;
          }
        } else if (tag.startsWith(`<${skipTag}`) && !tag.endsWith('/>')) skipDepth++;
        else if (tag.startsWith(`</${skipTag}`)) skipDepth--;
        return whole;
      }
      if (skipDepth > 0 || !text) return whole;
      const blocked: [number, number][] = [];
      if (ignorePattern) for (const m of text.matchAll(ignorePattern)) blocked.push([m.index, m.index + m[0].length]);
      return text.replace(pattern, (match: string, term: string, offset: number) => {
        const target = byTerm.get(term.toLowerCase());
        if (!target || used.has(target.anchor) || ownAnchors.has(target.anchor)) return match;
        if (!target.term.includes(' ') && !caseFree.has(target.term.toLowerCase()) && term[0] !== target.term[0])
          return match;
        if (blocked.some(([start, end]) => offset < end && offset + match.length > start)) return match;
        used.add(target.anchor);
        const href = escapeHtml(entryPath(ruleset, target.anchor));
        return `<a href="${href}" class="term" data-term="${escapeHtml(target.anchor)}">${match}</a>`;
      });
    });
  };
}
