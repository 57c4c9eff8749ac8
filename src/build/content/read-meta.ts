import type { OtherGameWords, RulesetMeta, SynonymGroups } from '../../core/content/model.ts';
import { parse } from 'yaml';
import { isSectionId } from '../../core/content/routes.ts';

/** Ruleset options that shape the build but are not shown: phrases never auto-linked to a definition. */
export interface BuildOptions {
  autolinkIgnore: string[];
  /** Single-word terms the rules also use in lower case in the defined sense ("escape"). */
  autolinkAnyCase: string[];
}

const REQUIRED_STRINGS = ['id', 'title', 'shortTitle', 'game', 'edition', 'date', 'credit', 'cite'] as const;

/** Validates `ruleset.md` front matter; returns the metadata or the list of what is missing or wrong. */
export function readMeta(
  data: Record<string, unknown>,
  folder: string,
): { meta?: RulesetMeta; options: BuildOptions; errors: string[] } {
  const errors: string[] = [];
  const str = (value: unknown): value is string => typeof value === 'string' && value.trim().length > 0;
  for (const key of REQUIRED_STRINGS)
    if (!str(data[key])) errors.push(`missing metadata "${key}" in ruleset.md front matter`);
  const source = data.source as Record<string, unknown> | undefined;
  if (!source || !str(source.file) || !str(source.description))
    errors.push('missing metadata "source" (needs "file" and "description")');
  if (typeof data.order !== 'number') errors.push('missing metadata "order" (a number: position in the library)');
  if (data.dateEstimated !== undefined && typeof data.dateEstimated !== 'boolean')
    errors.push('metadata "dateEstimated" must be true or false');
  if (str(data.id) && data.id !== folder)
    errors.push(`metadata id "${data.id}" must equal the folder name "${folder}"`);
  if (!isSectionId(folder))
    errors.push(
      `ruleset folder "${folder}" must be named with lower-case letters, digits and - (it is part of every URL)`,
    );
  if (str(data.date) && !/^\d{4}(-\d{2}(-\d{2})?)?$/.test(data.date))
    errors.push(`metadata date "${data.date}" must be YYYY, YYYY-MM or YYYY-MM-DD`);
  const autolink = (data.autolink ?? {}) as Record<string, unknown>;
  const list = (key: string): string[] => {
    const value = autolink[key] ?? [];
    if (Array.isArray(value) && value.every(str)) return value;
    errors.push(`autolink.${key} must be a list of phrases`);
    return [];
  };
  const options: BuildOptions = { autolinkIgnore: list('ignore'), autolinkAnyCase: list('anyCase') };
  const names = data.names ?? [];
  if (!Array.isArray(names) || !names.every(str))
    errors.push('metadata "names" must be a list of names players use for the game');
  const siblings = data.siblings ?? [];
  if (!Array.isArray(siblings) || !siblings.every((s) => str(s) && isSectionId(s) && s !== folder))
    errors.push('metadata "siblings" must be a list of other rulesets\' ids (games that share most of their words)');
  if (errors.length) return { options, errors };
  const s = source as { file: string; description: string };
  return {
    meta: {
      id: data.id as string,
      title: data.title as string,
      shortTitle: data.shortTitle as string,
      game: data.game as string,
      edition: data.edition as string,
      date: data.date as string,
      dateEstimated: data.dateEstimated === true,
      source: { file: s.file, description: s.description },
      credit: data.credit as string,
      cite: data.cite as string,
      order: data.order as number,
      names: (names as string[]).map((n) => n.trim().toLowerCase()),
      ...((siblings as string[]).length ? { siblings: siblings as string[] } : {}),
    },
    options,
    errors,
  };
}

/** Parses `synonyms.yaml`: a list of groups, each a list of at least two lower-case phrases. */
export function readSynonyms(text: string): { groups: SynonymGroups; errors: string[] } {
  const errors: string[] = [];
  let data: unknown;
  try {
    data = parse(text);
  } catch (error) {
    return { groups: [], errors: [`synonyms.yaml is not valid YAML: ${(error as Error).message}`] };
  }
  if (data == null) return { groups: [], errors };
  if (!Array.isArray(data)) return { groups: [], errors: ['synonyms.yaml must be a list of groups'] };
  const groups: SynonymGroups = [];
  data.forEach((group: unknown, i) => {
    if (
      !Array.isArray(group) ||
      group.length < 2 ||
      !group.every((p) => typeof p === 'string' || typeof p === 'number')
    ) {
      errors.push(`synonyms.yaml group ${i + 1} must be a list of at least two phrases`);
      return;
    }
    groups.push(group.map((p) => String(p).trim().toLowerCase()));
  });
  return { groups, errors };
}

/**
 * Parses `other-games.yaml` (or `plain-words.yaml`, the same format): a list of `{ words: [phrase, …], means: phrase
 * | ~ }`, lower case. Whether each `means` is in the rulebook, and no `words` are, is checked once its entries are
 * built (checkOtherGames).
 */
export function readOtherGames(text: string, file = 'other-games.yaml'): { words: OtherGameWords; errors: string[] } {
  let data: unknown;
  try {
    data = parse(text);
  } catch (error) {
    return { words: [], errors: [`${file} is not valid YAML: ${(error as Error).message}`] };
  }
  if (data == null) return { words: [], errors: [] };
  if (!Array.isArray(data)) return { words: [], errors: [`${file} must be a list of { words, means }`] };
  const errors: string[] = [];
  const words: OtherGameWords = [];
  const phrase = (p: unknown): p is string => typeof p === 'string' && p.trim().length > 0;
  data.forEach((item: unknown, i) => {
    const { words: list, means } = (item ?? {}) as { words?: unknown; means?: unknown };
    if (!Array.isArray(list) || list.length === 0 || !list.every(phrase))
      errors.push(`${file} item ${i + 1} needs "words": a list of phrases`);
    else if (means !== null && !phrase(means))
      errors.push(`${file} item ${i + 1} needs "means": this game's own term, or ~ for none`);
    else
      words.push({
        words: list.map((w) => w.trim().toLowerCase()),
        means: means === null ? null : means.trim().toLowerCase(),
      });
  });
  return { words, errors };
}
