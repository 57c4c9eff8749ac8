import type { BookEntry } from '../../../src/core/changes/book.ts';
import type { BookVersion } from '../../../src/core/changes/compare-versions.ts';

/** A section with its passages, anchored as the build anchors them (`<entry>--<first words>`). */
export function section(id: string, number: string | null, title: string, ...texts: string[]): BookEntry {
  return {
    id,
    number,
    title,
    passages: texts.map((text) => ({ id: `${id}--${text.toLowerCase().split(/\W+/).slice(0, 4).join('-')}`, text })),
  };
}

export const BLUFF = 'A bluff succeeds if the target also bluffed and no card prevents it.';
export const FRENZY = 'A Garou in frenzy must attack each turn if able.';
export const HEAL = 'A character heals one damage at the start of each of its turns.';
export const VOTE = 'The Junta votes in turn order, starting with the player who called it.';
export const DRAW = 'Each player draws five cards at the start of the game.';

/** Version A of a small rulebook. */
export const A: BookVersion = {
  meta: { id: 'mini', shortTitle: 'Mini', edition: 'Test edition', date: '2020-01' },
  entries: [
    section('1-1-timing', '1.1', 'TIMING', DRAW, HEAL),
    section('2-1-bluffs', '2.1', 'BLUFFS', BLUFF, FRENZY),
    section('2-2-junta', '2.2', 'JUNTA', VOTE),
  ],
  notes: [{ entry: '2-1-bluffs', text: 'The source prints "bluffed" twice.' }],
};

export const BLUFF_B = 'A bluff succeeds if the target also bluffed and no effect prevents it.';
export const ADDED = 'A player may pass instead of bluffing.';

/**
 * Version B: the bluff sentence changed, the heal passage removed, a passage added, the frenzy passage moved to
 * another section, the Junta section renumbered (2.2 → 2.3, so its anchor changed), a note added.
 */
export const B: BookVersion = {
  meta: { id: 'mini', shortTitle: 'Mini', edition: 'Second test edition', date: '2021-06' },
  entries: [
    section('1-1-timing', '1.1', 'TIMING', DRAW),
    section('2-1-bluffs', '2.1', 'BLUFFS', BLUFF_B, ADDED),
    section('2-2-frenzy', '2.2', 'FRENZY', FRENZY),
    section('2-3-junta', '2.3', 'JUNTA', VOTE),
  ],
  notes: [
    { entry: '2-1-bluffs', text: 'The source prints "bluffed" twice.' },
    { entry: '2-2-frenzy', text: 'Moved here from 2.1 in the second edition.' },
  ],
};

/** The anchor the build gives a passage of `entry` starting with `text`. */
export function passageId(entry: BookEntry, text: string): string {
  const found = entry.passages.find((p) => p.text === text);
  if (!found) throw new Error(`no passage "${text}" in ${entry.id}`);
  return found.id;
}
