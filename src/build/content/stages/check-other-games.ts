import type { Entry, OtherGameWords } from '../../../core/content/model.ts';
import { stem } from 'porter2';
import { tokenize } from '../../../core/search/tokenize.ts';
import type { BuildContext } from './read-sources.ts';

/**
 * A phrase as search reads it, stemmed, between spaces: matched against a text read the same way, word for word.
 * Stemmed whatever an evaluation switched off: the content is the same.
 */
const asSearched = (text: string): string => ` ${tokenize(text).map(stem).join(' ')} `;

/**
 * Checks `other-games.yaml` (or `plain-words.yaml`) against the built entries (fiction aside): each `means` must be
 * words of this rulebook (a mapping to a term the rules never use would send a judge nowhere), and no word mapped may
 * already be one (there it is the game's own word, and means what this rulebook says it means).
 */
export function checkOtherGames(
  otherGames: OtherGameWords,
  lines: readonly string[],
  entries: readonly Entry[],
  build: BuildContext,
  file = 'other-games.yaml',
): void {
  if (!otherGames.length) return;
  const rules = entries
    .filter((e) => e.kind !== 'fiction')
    .map((e) => asSearched(`${e.title}\n${e.text}`))
    .join('\n');
  const shown = build.rel(file);
  const notOwn = file === 'other-games.yaml' ? "it is not another game's here" : 'only a word it never uses is mapped';
  // The first line that names the phrase (the file is read as YAML; its lines only place the problem).
  const lineOf = (phrase: string) => {
    const at = lines.findIndex((l) => !l.trimStart().startsWith('#') && l.toLowerCase().includes(phrase));
    return at < 0 ? 1 : at + 1;
  };
  for (const { words, means } of otherGames) {
    if (means !== null && !rules.includes(asSearched(means)))
      build.problems.push({
        file: shown,
        line: lineOf(`means: ${means}`),
        message: `"${means}" (what ${words.map((w) => `"${w}"`).join(', ')} means) is not in the rulebook`,
      });
    for (const word of words)
      if (rules.includes(asSearched(word)))
        build.problems.push({
          file: shown,
          line: lineOf(word),
          message: `"${word}" is this rulebook's own word: ${notOwn}`,
        });
  }
}
