import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import type { CrossRef, EditorNote, Entry, RulesetData } from '../core/content/model.ts';
import { RESERVED_ANCHORS, isSectionId } from '../core/content/routes.ts';
import { defaultAnchor } from '../core/content/slug.ts';
import { splitFrontMatter } from './frontmatter.ts';
import { htmlToText } from './html-text.ts';
import { anchorPassages } from './passages.ts';
import { createTermLinker, type TermTarget } from './link-terms.ts';
import { type RawEntry, parseChapter } from './parse-chapter.ts';
import { type ContentProblem, ContentError } from './problems.ts';
import { readMeta, readSynonyms } from './read-meta.ts';
import { createRenderer, type RenderContext } from './render-markdown.ts';

/** A built ruleset: the data the app, CLI and tests read. */
export interface BuiltRuleset {
  data: RulesetData;
}

interface Placed {
  raw: RawEntry;
  id: string;
  parent: RawEntry | null;
}

const CHILD_MARK = 'RKCHILD:';
const ED_MARK = 'RKED:';

/** Builds `content/<folder>/` into typed data; throws ContentError listing every problem. */
export function buildRuleset(contentDir: string, folder: string): BuiltRuleset {
  const dir = join(contentDir, folder);
  const problems: ContentProblem[] = [];
  const rel = (file: string): string => `content/${folder}/${file}`;

  const metaPath = join(dir, 'ruleset.md');
  if (!existsSync(metaPath))
    throw new ContentError([{ file: rel('ruleset.md'), line: 1, message: 'missing ruleset.md (ruleset metadata)' }]);
  const metaFile = splitFrontMatter(readFileSync(metaPath, 'utf8'));
  const { meta, options, errors } = readMeta(metaFile.data, folder);
  for (const message of errors) problems.push({ file: rel('ruleset.md'), line: 1, message });

  const synonymsPath = join(dir, 'synonyms.yaml');
  const synonyms = existsSync(synonymsPath)
    ? readSynonyms(readFileSync(synonymsPath, 'utf8'))
    : { groups: [], errors: [] };
  for (const message of synonyms.errors) problems.push({ file: rel('synonyms.yaml'), line: 1, message });

  // Parse every chapter file in name order.
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.md') && f !== 'ruleset.md')
    .sort();
  if (files.length === 0)
    problems.push({ file: rel(''), line: 1, message: 'no chapter files (*.md besides ruleset.md)' });
  const fileLines = new Map<string, string[]>();
  const raws: RawEntry[] = [];
  for (const file of files) {
    const source = readFileSync(join(dir, file), 'utf8');
    fileLines.set(rel(file), source.split(/\r?\n/));
    const { body, bodyLine } = splitFrontMatter(source);
    raws.push(...parseChapter(body, rel(file), bodyLine, problems));
  }

  // Anchors and tree.
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

  // Definitions: terms, homes, related entries.
  const isSummary = (raw: RawEntry): boolean => raw.attrs.classes.includes('summary');
  const termsOf = (raw: RawEntry): string[] =>
    [raw.title, ...(raw.attrs.values.aka ?? '').split('|')]
      .map((t) => t.replace(/[:\-–=\s]+$/, '').trim())
      .filter(Boolean);
  const definitions: Record<string, string[]> = {};
  for (const { raw, id } of placed) {
    if (raw.kind !== 'definition') {
      if (raw.attrs.values.home || isSummary(raw))
        problems.push({ file: raw.file, line: raw.line, message: '"home" and ".summary" are for definitions only' });
      continue;
    }
    for (const term of termsOf(raw)) (definitions[term.toLowerCase()] ??= []).push(id);
  }
  const homes = new Map<string, string>();
  for (const { raw, id } of placed) {
    if (raw.kind !== 'definition') continue;
    const explicit = raw.attrs.values.home;
    if (explicit) {
      const anchor = explicit.replace(/^#/, '');
      if (!byId.has(anchor))
        problems.push({
          file: raw.file,
          line: raw.line,
          message: `definition "${raw.title}": home "${explicit}" resolves to nothing`,
        });
      else homes.set(id, anchor);
    } else if (isSummary(raw)) {
      const full = termsOf(raw)
        .flatMap((t) => definitions[t.toLowerCase()] ?? [])
        .find((other) => other !== id && !isSummary(byId.get(other)?.raw as RawEntry));
      if (full) homes.set(id, full);
      else
        problems.push({
          file: raw.file,
          line: raw.line,
          message: `summary definition "${raw.title}" has no home: no full definition of the term, and no home="#anchor"`,
        });
    }
  }

  // Render bodies, resolve links, link defined terms.
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
    const markdown = raw.body
      .map((part) => {
        if (part.type === 'md') return part.text;
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

  if (problems.length || !meta) throw new ContentError(problems);
  const aboutRenderer = createRenderer();
  const aboutCtx: RenderContext = { ruleset: folder, links: [], problems: [] };
  const aboutHtml = aboutRenderer.render(metaFile.body, aboutCtx);
  if (aboutCtx.problems.length)
    throw new ContentError(
      aboutCtx.problems.map((message) => ({ file: rel('ruleset.md'), line: metaFile.bodyLine, message })),
    );
  return { data: { meta, aboutHtml, entries, definitions, xrefs, notes, synonyms: synonyms.groups } };
}

/** The line of `needle` at or after `from` in a file, for precise error messages. */
function findLine(lines: string[] | undefined, from: number, needle: string): number {
  if (!lines) return from;
  for (let i = Math.max(0, from - 1); i < lines.length; i++) if (lines[i]?.includes(needle)) return i + 1;
  return from;
}

/** Rulesets named in the RULESETS environment variable (comma-separated), to work on some without the rest. */
export function selectedRulesets(): string[] | undefined {
  const names = process.env.RULESETS?.split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return names?.length ? names : undefined;
}

/** Every ruleset folder under `contentDir` (or those in `only`), built and sorted by library order. */
export function buildAllRulesets(contentDir: string, only = selectedRulesets()): BuiltRuleset[] {
  const folders = readdirSync(contentDir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && (!only || only.includes(d.name)))
    .map((d) => d.name);
  const built: BuiltRuleset[] = [];
  const problems: ContentProblem[] = [];
  for (const folder of folders) {
    try {
      built.push(buildRuleset(contentDir, folder));
    } catch (error) {
      if (error instanceof ContentError) problems.push(...error.problems);
      else throw error;
    }
  }
  if (problems.length) throw new ContentError(problems);
  return built.sort((a, b) => a.data.meta.order - b.data.meta.order);
}
