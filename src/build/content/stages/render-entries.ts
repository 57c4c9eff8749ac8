import type { CrossRef, EditorNote, Entry } from '../../../core/content/model.ts';
import { htmlToText } from '../html-text.ts';
import { createTermLinker, type TermTarget } from '../link-terms.ts';
import type { RawEntry, WrittenQuestion } from '../parse-chapter.ts';
import { anchorPassages, pinQuestions } from '../anchor-passages.ts';
import { createRenderer, type RenderContext } from '../render-markdown.ts';
import type { Placement } from './place-entries.ts';
import type { BuildContext, Sources } from './read-sources.ts';
import type { Definitions } from './resolve-definitions.ts';

const CHILD_MARK = 'RKCHILD:';
const ED_MARK = 'RKED:';

/** The rendered entries, with the cross-references and editor's notes found on the way. */
export interface Rendered {
  entries: Entry[];
  xrefs: CrossRef[];
  notes: EditorNote[];
}

/**
 * Stage 4, resolve links and render: each entry's Markdown to HTML (inline children and editor's notes in place),
 * cross-references checked, defined terms linked, passages anchored; then each parent lists its children.
 */
export function renderEntries(
  { options, fileLines }: Sources,
  { placed, byId, idOf }: Placement,
  { definitions, homes, isSummary, termsOf }: Definitions,
  { folder, problems }: BuildContext,
): Rendered {
  const renderer = createRenderer();
  const termTargets: TermTarget[] = Object.entries(definitions).flatMap(([term, ids]) => {
    // Link to the full definition; a term defined only by a summary links to the summary, which shows its home.
    const target = ids.find((d) => !isSummary(byId.get(d)?.raw as RawEntry)) ?? ids[0];
    const raw = target ? byId.get(target)?.raw : undefined;
    return target && raw ? [{ term: termsOf(raw).find((t) => t.toLowerCase() === term) ?? term, anchor: target }] : [];
  });
  const linkTerms = createTermLinker(folder, termTargets, options.autolinkIgnore, options.autolinkAnyCase);
  const xrefs: CrossRef[] = [];
  const notes: EditorNote[] = [];
  const entries: Entry[] = placed.map(({ raw, id, parent }) => {
    const ctx: RenderContext = { ruleset: folder, links: [], problems: [] };
    const edHtml: string[] = [];
    const written: WrittenQuestion[] = [];
    const markdown = raw.body
      .map((part) => {
        if (part.type === 'md') return part.text;
        if (part.type === 'questions') {
          written.push(...part.questions);
          return '';
        }
        if (part.type === 'child') return `\n\n${CHILD_MARK}${idOf.get(part.entry) ?? ''}\n\n`;
        edHtml.push(renderer.render(part.text, ctx));
        notes.push({ entry: id, text: htmlToText(edHtml[edHtml.length - 1] ?? '') });
        return `\n\n${ED_MARK}${edHtml.length - 1}\n\n`;
      })
      .join('\n');
    let html = renderer
      .render(markdown, ctx)
      .replace(new RegExp(`<p>${CHILD_MARK}([^<]*)</p>`, 'g'), '<rk-entry data-id="$1"></rk-entry>')
      .replace(
        new RegExp(`<p>${ED_MARK}(\\d+)</p>`, 'g'),
        (_, i: string) =>
          `<aside class="ed-note" role="note"><span class="ed-label">Editor's note:</span> ${edHtml[Number(i)] ?? ''}</aside>`,
      );
    for (const m of html.matchAll(
      /<span class="ed-note"[^>]*><span class="ed-label">[^<]*<\/span>([\s\S]*?)<\/span>/g,
    )) {
      notes.push({ entry: id, text: htmlToText(m[1] ?? '') });
    }
    for (const message of ctx.problems) problems.push({ file: raw.file, line: raw.line, message });
    for (const link of ctx.links) {
      if (byId.has(link.anchor)) xrefs.push({ from: id, to: link.anchor, label: link.label });
      else
        problems.push({
          file: raw.file,
          line: findLine(fileLines.get(raw.file), raw.line, `](#${link.anchor})`),
          message: `cross-reference "${link.label}" → #${link.anchor} resolves to nothing`,
        });
    }
    const terms = raw.kind === 'definition' ? termsOf(raw) : undefined;
    const related = terms
      ? [...new Set(terms.flatMap((t) => definitions[t.toLowerCase()] ?? []))].filter((d) => d !== id)
      : undefined;
    html = linkTerms(html, new Set([id, ...(related ?? []), ...(homes.has(id) ? [homes.get(id) as string] : [])]));
    const anchored = anchorPassages(id, html);
    html = anchored.html;
    if (raw.kind === 'fiction' && written.length)
      problems.push({ file: raw.file, line: raw.line, message: 'fiction is never searched: it takes no questions' });
    const questions = pinQuestions(written, anchored.passages, (line, message) =>
      problems.push({ file: raw.file, line, message }),
    );
    const entry: Entry = {
      id,
      kind: raw.kind,
      number: raw.number,
      title: raw.title,
      depth: raw.level,
      parent: parent ? (idOf.get(parent) ?? null) : null,
      children: [],
      inline: raw.inline,
      html,
      text: htmlToText(html),
      passages: anchored.passages,
      file: raw.file,
      line: raw.line,
    };
    if (questions.length) entry.questions = questions;
    if (terms) {
      entry.terms = terms;
      if (related?.length) entry.related = related;
      const home = homes.get(id);
      if (home) entry.home = home;
    }
    return entry;
  });
  const entryById = new Map(entries.map((e) => [e.id, e]));
  for (const entry of entries) if (entry.parent) entryById.get(entry.parent)?.children.push(entry.id);

  return { entries, xrefs, notes };
}

/** The line of `needle` at or after `from` in a file, for precise error messages. */
function findLine(lines: string[] | undefined, from: number, needle: string): number {
  if (!lines) return from;
  for (let i = Math.max(0, from - 1); i < lines.length; i++) if (lines[i]?.includes(needle)) return i + 1;
  return from;
}
