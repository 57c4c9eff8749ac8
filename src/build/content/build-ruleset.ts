import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { RulesetData } from '../../core/content/model.ts';
import { type ContentProblem, ContentError } from './problems.ts';
import { createRenderer, type RenderContext } from './render-markdown.ts';
import { checkOtherGames } from './stages/check-other-games.ts';
import { placeEntries } from './stages/place-entries.ts';
import { type BuildContext, readSources } from './stages/read-sources.ts';
import { renderEntries } from './stages/render-entries.ts';
import { resolveDefinitions } from './stages/resolve-definitions.ts';

/** A built ruleset: the data the app, CLI and tests read. */
export interface BuiltRuleset {
  data: RulesetData;
}

/**
 * Builds `content/<folder>/` into typed data, in named stages (src/build/content/stages/) that each add what they find to
 * one list of problems: read files, place entries, resolve definitions, resolve links and render. Throws
 * ContentError listing every problem.
 */
export function buildRuleset(contentDir: string, folder: string): BuiltRuleset {
  const build: BuildContext = { folder, rel: (file) => `content/${folder}/${file}`, problems: [] };
  const sources = readSources(join(contentDir, folder), build);
  const placement = placeEntries(sources.raws, build);
  const definitions = resolveDefinitions(placement, build);
  const { entries, xrefs, notes } = renderEntries(sources, placement, definitions, build);
  checkOtherGames(sources.otherGames, sources.otherGamesLines, entries, build);
  checkOtherGames(sources.plainWords, sources.plainWordsLines, entries, build, 'plain-words.yaml');
  const { meta } = sources;
  if (build.problems.length || !meta) throw new ContentError(build.problems);
  const aboutHtml = renderAbout(sources.about, build);
  return {
    data: {
      meta,
      aboutHtml,
      entries,
      definitions: definitions.definitions,
      xrefs,
      notes,
      synonyms: sources.synonyms,
      ...(sources.otherGames.length ? { otherGames: sources.otherGames } : {}),
      ...(sources.plainWords.length ? { plainWords: sources.plainWords } : {}),
    },
  };
}

/** The About page's HTML from ruleset.md's body; its problems stop the build on their own. */
function renderAbout(about: { body: string; bodyLine: number }, { folder, rel }: BuildContext): string {
  const ctx: RenderContext = { ruleset: folder, links: [], problems: [] };
  const html = createRenderer().render(about.body, ctx);
  if (ctx.problems.length)
    throw new ContentError(ctx.problems.map((message) => ({ file: rel('ruleset.md'), line: about.bodyLine, message })));
  return html;
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
  const every = readdirSync(contentDir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
  const folders = every.filter((name) => !only || only.includes(name));
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
  // A sibling is another ruleset of content/ (built or not: RULESETS may leave it out).
  for (const { meta } of built.map((b) => b.data))
    for (const sibling of meta.siblings ?? [])
      if (!every.includes(sibling))
        problems.push({
          file: `content/${meta.id}/ruleset.md`,
          line: 1,
          message: `metadata "siblings" names "${sibling}", which is no ruleset of content/`,
        });
  if (problems.length) throw new ContentError(problems);
  return built.sort((a, b) => a.data.meta.order - b.data.meta.order);
}
