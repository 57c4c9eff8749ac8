import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { RulesetMeta } from '../../../core/content/model.ts';
import { splitFrontMatter } from '../frontmatter.ts';
import { type RawEntry, parseChapter } from '../parse-chapter.ts';
import { type ContentProblem, ContentError } from '../problems.ts';
import { readMeta, readOtherGames, readSynonyms } from '../read-meta.ts';

/** What every stage shares: the ruleset's folder, its file names as reported, and the problems found so far. */
export interface BuildContext {
  folder: string;
  rel: (file: string) => string;
  problems: ContentProblem[];
}

/** A ruleset's files as read: metadata, options, synonyms, the chapters' raw entries and their lines. */
export interface Sources {
  meta: RulesetMeta | undefined;
  options: ReturnType<typeof readMeta>['options'];
  /** The About text (ruleset.md's body) and its first line. */
  about: { body: string; bodyLine: number };
  synonyms: ReturnType<typeof readSynonyms>['groups'];
  otherGames: ReturnType<typeof readOtherGames>['words'];
  /** other-games.yaml's lines, to name the line of a problem found once the entries are built. */
  otherGamesLines: string[];
  plainWords: ReturnType<typeof readOtherGames>['words'];
  /** plain-words.yaml's lines, likewise. */
  plainWordsLines: string[];
  raws: RawEntry[];
  fileLines: Map<string, string[]>;
}

/** Stage 1, read files: ruleset.md, synonyms.yaml and every chapter file in name order, parsed into raw entries. */
export function readSources(dir: string, build: BuildContext): Sources {
  const { rel, problems } = build;
  const metaPath = join(dir, 'ruleset.md');
  if (!existsSync(metaPath))
    throw new ContentError([{ file: rel('ruleset.md'), line: 1, message: 'missing ruleset.md (ruleset metadata)' }]);
  const metaFile = splitFrontMatter(readFileSync(metaPath, 'utf8'));
  const { meta, options, errors } = readMeta(metaFile.data, build.folder);
  for (const message of errors) problems.push({ file: rel('ruleset.md'), line: 1, message });

  const synonymsPath = join(dir, 'synonyms.yaml');
  const synonyms = existsSync(synonymsPath)
    ? readSynonyms(readFileSync(synonymsPath, 'utf8'))
    : { groups: [], errors: [] };
  for (const message of synonyms.errors) problems.push({ file: rel('synonyms.yaml'), line: 1, message });
  // Other games' words and everyday words: one format, each checked against the built entries later.
  const readWordMap = (file: string) => {
    const path = join(dir, file);
    const text = existsSync(path) ? readFileSync(path, 'utf8') : '';
    const read = readOtherGames(text, file);
    for (const message of read.errors) problems.push({ file: rel(file), line: 1, message });
    return { words: read.words, lines: text.split(/\r?\n/) };
  };
  const otherGames = readWordMap('other-games.yaml');
  const plainWords = readWordMap('plain-words.yaml');

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
  return {
    meta,
    options,
    about: { body: metaFile.body, bodyLine: metaFile.bodyLine },
    synonyms: synonyms.groups,
    otherGames: otherGames.words,
    otherGamesLines: otherGames.lines,
    plainWords: plainWords.words,
    plainWordsLines: plainWords.lines,
    raws,
    fileLines,
  };
}
