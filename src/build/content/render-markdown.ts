import { Marked, type Tokens } from 'marked';
import { entryPath } from '../../core/content/routes.ts';

/** What rendering one entry's Markdown found: links to resolve and problems to report. */
export interface RenderContext {
  ruleset: string;
  /** Links found, as anchors (without "#") with their printed words. */
  links: { anchor: string; label: string }[];
  problems: string[];
}

const ED_INLINE = /^\[\[ed:\s*([\s\S]+?)\]\]/;

/** Escapes text for an HTML attribute or text node. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * A marked instance for rules text: only in-ruleset `#anchor` links, no raw HTML or images, inline
 * editor's notes `[[ed: ...]]`, tables wrapped for narrow screens. Rendering is strict because the app trusts it.
 */
export function createRenderer(): { render: (markdown: string, ctx: RenderContext) => string } {
  let ctx: RenderContext = { ruleset: '', links: [], problems: [] };
  const marked = new Marked({ gfm: true, async: false });
  marked.use({
    extensions: [
      {
        name: 'edNote',
        level: 'inline',
        start: (src: string) => src.indexOf('[[ed:'),
        tokenizer(src: string) {
          const match = ED_INLINE.exec(src);
          if (!match) return undefined;
          return { type: 'edNote', raw: match[0], tokens: this.lexer.inlineTokens((match[1] ?? '').trim()) };
        },
        renderer(token) {
          const inner = this.parser.parseInline((token as unknown as { tokens: Tokens.Generic[] }).tokens);
          return `<span class="ed-note" role="note"><span class="ed-label">Editor's note:</span> ${inner}</span>`;
        },
      },
    ],
    renderer: {
      link({ href, tokens, text }) {
        const label = this.parser.parseInline(tokens);
        if (!href.startsWith('#') || href.length < 2) {
          ctx.problems.push(
            `link "${text}" → "${href}": only links to an anchor of this ruleset ("#anchor") are allowed`,
          );
          return label;
        }
        const anchor = href.slice(1);
        ctx.links.push({ anchor, label: text });
        return `<a href="${escapeHtml(entryPath(ctx.ruleset, anchor))}" data-ref="${escapeHtml(anchor)}">${label}</a>`;
      },
      image({ href }) {
        ctx.problems.push(`image "${href}": images are not allowed in rules text`);
        return '';
      },
      html({ text }) {
        ctx.problems.push(`raw HTML "${text.trim().slice(0, 40)}" is not allowed in rules text`);
        return '';
      },
      table(token) {
        const head = token.header.map((cell) => this.tablecell(cell)).join('');
        const rows = token.rows.map((row) => `<tr>${row.map((cell) => this.tablecell(cell)).join('')}</tr>`).join('\n');
        return `<div class="table-wrap"><table>\n<thead><tr>${head}</tr></thead>\n<tbody>${rows}</tbody></table></div>\n`;
      },
    },
  });
  return {
    render(markdown, context) {
      ctx = context;
      return marked.parse(markdown) as string;
    },
  };
}
