import { describe, expect, it } from 'vitest';
import { BookIndex } from '../../../src/core/changes/book-index.ts';
import { wholeText } from '../../../src/core/changes/book.ts';
import { citedNow, isChange } from '../../../src/core/changes/cited-now.ts';
import { A, B, BLUFF, FRENZY, HEAL, VOTE, passageId } from './fixtures.ts';

const [timingA, bluffsA, juntaA] = A.entries as [(typeof A.entries)[0], (typeof A.entries)[0], (typeof A.entries)[0]];
const now = new BookIndex(B.entries);

describe('a cited rule in the rulebook a phone has now', () => {
  it('is the same when its words are still at its place', () => {
    const state = citedNow(
      {
        anchor: '1-1-timing',
        passage: passageId(timingA, A.entries[0]!.passages[0]!.text),
        text: A.entries[0]!.passages[0]!.text,
      },
      now,
    );
    expect(state.kind).toBe('same');
    expect(isChange(state)).toBe(false);
  });

  it('is unknown when the words cited were not kept', () => {
    expect(citedNow({ anchor: '2-1-bluffs', passage: '' }, now)).toEqual({ kind: 'unknown' });
  });

  it('has changed when other words are at its place, word by word', () => {
    const state = citedNow({ anchor: '2-1-bluffs', passage: passageId(bluffsA, BLUFF), text: BLUFF }, now);
    expect(state.kind).toBe('changed');
    if (state.kind !== 'changed') return;
    expect(state.now.entry.id).toBe('2-1-bluffs');
    expect(state.diff.filter((p) => p.kind !== 'same')).toEqual([
      { kind: 'removed', text: 'card' },
      { kind: 'added', text: 'effect' },
    ]);
  });

  it('follows a passage moved to another section, not reporting it removed', () => {
    const state = citedNow({ anchor: '2-1-bluffs', passage: passageId(bluffsA, FRENZY), text: FRENZY }, now);
    expect(state).toMatchObject({ kind: 'moved', diff: null, now: { entry: { id: '2-2-frenzy', number: '2.2' } } });
  });

  it('follows a renumbered section (its anchor changed) by its words', () => {
    const whole = citedNow({ anchor: '2-2-junta', passage: '', text: wholeText(juntaA) }, now);
    expect(whole).toMatchObject({ kind: 'moved', diff: null, now: { entry: { id: '2-3-junta', number: '2.3' } } });
    const passage = citedNow({ anchor: '2-2-junta', passage: passageId(juntaA, VOTE), text: VOTE }, now);
    expect(passage).toMatchObject({ kind: 'moved', now: { entry: { id: '2-3-junta' } } });
  });

  it('is removed when neither its place nor words alike remain', () => {
    const state = citedNow({ anchor: '1-1-timing', passage: passageId(timingA, HEAL), text: HEAL }, now);
    expect(state).toEqual({ kind: 'removed' });
    expect(isChange(state)).toBe(true);
  });

  it('compares a whole section cited, reporting its changed words in place', () => {
    const state = citedNow({ anchor: '2-1-bluffs', passage: '', text: wholeText(bluffsA) }, now);
    expect(state.kind).toBe('changed');
    if (state.kind === 'changed')
      expect(state.diff.some((p) => p.kind === 'removed' && p.text.includes('Garou'))).toBe(true);
  });

  it('stays on a section reworded where it was rather than jumping to a look-alike elsewhere, and ignores spacing', () => {
    const twin = {
      id: '9-9-copy',
      number: '9.9',
      title: 'COPY',
      passages: [{ id: '9-9-copy--a', text: 'Each player draws five cards at the start.' }],
    };
    const book = new BookIndex([...B.entries, twin]);
    const state = citedNow(
      { anchor: '1-1-timing', passage: '', text: 'Each player draws five cards at the start.' },
      new BookIndex([
        { ...B.entries[0]!, passages: [{ id: 'x', text: 'Each  player draws five cards\nat the start.' }] },
      ]),
    );
    expect(state.kind).toBe('same');
    expect(
      citedNow({ anchor: '1-1-timing', passage: '', text: 'Each player draws six cards at the start.' }, book),
    ).toMatchObject({ kind: 'changed', now: { entry: { id: '1-1-timing' } } });
  });
});
