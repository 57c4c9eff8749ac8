import { describe, expect, it } from 'vitest';
import { normalizeProse, readSource, sentencesOf } from './fidelity.ts';
import { ruleset } from './load.ts';

/**
 * Every sentence of a ruleset's text must stand in its source (case, spacing, quotes, markup and line-end
 * hyphenation aside): nothing paraphrased or invented. The repairs listed (by their first words) are the
 * deliberate ones: sentences joined across a page break, a picture or a sidebar printed mid-sentence, stray
 * picture text removed from a sentence, a dead link dropped; each is marked by an editor's note.
 * KeyForge is not checked here: its HTML source interleaves columns letter by letter, so sentences cannot be
 * matched mechanically (its converter checked them by hand and noted every reordering).
 */
const SOURCES: Record<string, { file: string; repairs: string[] }> = {
  'rage-2018': {
    file: 'rage-2018-complete-rules.md',
    repairs: [
      'cards with a permanent effect attach to either the creature that played it (e.g',
      'some quests are played after their requirements are fulfilled, while others must be played in advance',
      'some have clarifications in the errata',
      'they also include a bus full of people',
    ],
  },
  'rage-las-vegas': { file: 'rage-across-las-vegas-rulebook.txt', repairs: [] },
  warlord: {
    file: 'warlord-saga-of-the-storm-rules.txt',
    repairs: [
      "let's take a look at each of these",
      '(remember, in all cases, higher numbers are beter)',
      'some characters have words that are not bold-faced',
      'if you have no decrees you want to',
      'do so as soon as the rest of',
      'select a character you control to perform an',
      'they do not occur in the standard sequence',
      '"+3 on magic saves" or "-2 on perception',
      "an effect based on a character's stat such",
      'an illegal action is one that cannot be',
      'the most common way to cancel a strike',
      'succeed with a mark hip check (dc 20)',
    ],
  },
  retaliation: {
    file: 'werewolf-retaliation-rulebook.md',
    repairs: [
      'then, place each card on your character board,',
      'your health tracker maximum is determined by your',
      'fire tokens are blocked by investigation area tokens,',
      'at the end of the 1st round, flip',
      'when a skill check is asked in the',
      'you do not have to use all of',
      'for each dice removed this way, discard one',
      'you must remove your 2 black dice, and',
      'if, at the end of a round, you',
      'in other cases, the first action may be',
      'pack member combat cards always give a bonus',
      'rules on movement are the same, though',
      'a dialogue sequence can be initiated when you',
      'any additional character on a hex immediately behind',
    ],
  },
};

describe.each(Object.entries(SOURCES))('%s reproduces its source verbatim', (id, { file, repairs }) => {
  it('every sentence is in the source, except the listed repairs', () => {
    const source = normalizeProse(readSource(file).replace(/(\w)-[ \t]*\r?\n\s*(\w)/g, '$1$2'));
    const misses = ruleset(id).entries.flatMap((e) =>
      sentencesOf(e.text)
        .filter((s) => !source.includes(s) && !repairs.some((r) => s.startsWith(r)))
        .map((s) => `${e.id}: ${s}`),
    );
    expect(misses).toEqual([]);
  });
});
