import { describe, expect, it } from 'vitest';
import {
  extend,
  formatRemaining,
  newClock,
  pause,
  remaining,
  start,
  warningsCrossed,
} from '../../../src/core/event/clock.ts';
import { citationOf, toRuling, toSharedFields } from '../../../src/core/event/convert.ts';
import type { SharedRulingView } from '../../../src/core/event/event-docs.ts';
import { decodeToken, encodeToken, parseDocName, PROTOCOL_VERSION } from '../../../src/core/event/protocol.ts';
import { wordDiff } from '../../../src/core/changes/word-diff.ts';
import * as v from 'valibot';
import { exportJson } from '../../../src/core/toolkit/export-json.ts';
import { ExportFileSchema, type Ruling } from '../../../src/core/toolkit/schema.ts';

const MIN = 60_000;

describe('round clock', () => {
  it('computes time left from start, pauses and extensions, with no ticking state', () => {
    let c = newClock('Round 1', 50 * MIN);
    expect(remaining(c, 1_000)).toBe(50 * MIN);
    c = start(c, 0);
    expect(remaining(c, 10 * MIN)).toBe(40 * MIN);
    c = pause(c, 10 * MIN);
    expect(remaining(c, 99 * MIN)).toBe(40 * MIN);
    c = extend(start(c, 100 * MIN), 3 * MIN);
    expect(remaining(c, 140 * MIN)).toBe(3 * MIN);
    expect(formatRemaining(remaining(c, 143.5 * MIN))).toBe('-0:30');
  });

  it('fires each warning once when crossed, even after a long sleep', () => {
    expect(warningsCrossed(11 * MIN, 9 * MIN)).toEqual([10 * MIN]);
    expect(warningsCrossed(11 * MIN, -1)).toEqual([10 * MIN, 5 * MIN, 0]);
    expect(warningsCrossed(9 * MIN, 8 * MIN)).toEqual([]);
  });
});

describe('cited passage text', () => {
  it('shows a changed passage word by word', () => {
    expect(wordDiff('A passed player may not bluff.', 'A passed player may bluff once.')).toEqual([
      { kind: 'same', text: 'A passed player may' },
      { kind: 'removed', text: 'not bluff.' },
      { kind: 'added', text: 'bluff once.' },
    ]);
  });

  const citation = {
    ruleset: 'rage-2018',
    anchor: '6-9-2-bluffs',
    number: '6.9.2',
    title: 'BLUFFS',
    label: 'Rage 2018 §6.9.2 BLUFFS',
    edition: '2018',
  };
  const ruling: Ruling = {
    id: 'r1',
    createdAt: '2026-11-23T10:00:00.000Z',
    updatedAt: '2026-11-23T10:00:00.000Z',
    event: '',
    round: 'Round 1',
    table: '4',
    players: '',
    question: 'q',
    ruling: 'r',
    citations: [citation],
    attachment: null,
    status: 'given',
    appealOutcome: '',
  };

  it('keeps the passage text and edition with the ruling, and round-trips to the personal format', () => {
    const fields = toSharedFields(ruling, () => ({ passage: 'p-1', text: 'Old text.' }));
    expect(fields.citations[0]).toMatchObject({ edition: '2018', passage: 'p-1', text: 'Old text.' });
    const view: SharedRulingView = {
      id: 'r1',
      owner: 'judge-aaaa',
      createdAt: ruling.createdAt,
      updatedAt: ruling.updatedAt,
      fields,
      race: null,
      revisions: 1,
      damaged: 0,
      notes: [],
      deleted: null,
    };
    // Each cited rule keeps the text it had when cited (issue 15: a cited rule keeps its text as it read).
    expect(toRuling(view, 'Regionals')).toEqual({ ...ruling, event: 'Regionals', citations: fields.citations });
    // The team log exports in the personal format, and that file passes the import's own checks.
    const file = exportJson({ rulings: [toRuling(view, 'Regionals')], bookmarks: [], notes: [] }, new Date());
    expect(v.parse(ExportFileSchema, JSON.parse(file)).rulings[0]).toMatchObject({ id: 'r1', event: 'Regionals' });
    // Read by the personal log's engine as a citation; a text the citing phone did not have is not known.
    expect(citationOf(fields.citations[0]!)).toMatchObject({ passage: 'p-1', text: 'Old text.' });
    expect(citationOf({ ...fields.citations[0]!, text: '' }).text).toBeUndefined();
  });
});

describe('protocol', () => {
  it('reads its own token, tells another version apart, refuses junk', () => {
    const token = { v: PROTOCOL_VERSION, app: '0.1.0', judge: 'judge-aaaa', key: 'k'.repeat(43) };
    expect(decodeToken(encodeToken(token))).toEqual(token);
    expect(decodeToken(JSON.stringify({ ...token, v: 99 }))).toEqual({ otherVersion: 99 });
    expect(decodeToken('not json')).toBeNull();
    expect(decodeToken(JSON.stringify({ ...token, judge: '../x' }))).toBeNull();
  });

  it('knows only the control and judge documents of an event', () => {
    expect(parseDocName('evt-12345678/control')).toEqual({ kind: 'control', event: 'evt-12345678' });
    expect(parseDocName('evt-12345678/judge/judge-aaaa')).toEqual({
      kind: 'judge',
      event: 'evt-12345678',
      judge: 'judge-aaaa',
    });
    expect(parseDocName('evt-12345678/other')).toBeNull();
    expect(parseDocName('x/control')).toBeNull();
  });
});
