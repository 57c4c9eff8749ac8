import { describe, expect, it } from 'vitest';
import { blankRuling, carryOver, withCitation } from '../../../src/core/toolkit/blank.ts';
import { NO_FILTER, facets, filterRulings } from '../../../src/core/toolkit/filter.ts';
import { BLUFFS, ruling } from './fixtures.ts';

const log = [
  ruling(),
  ruling({
    id: 'r2',
    round: '10',
    table: '4',
    status: 'appealed',
    question: 'Frenzy during a junta?',
    citations: [],
    createdAt: '2025-03-01T16:00:00.000Z',
  }),
  ruling({
    id: 'r3',
    event: 'Store night',
    round: '2',
    question: 'Règle du tour',
    citations: [{ ...BLUFFS, ruleset: 'keyforge' }],
    createdAt: '2025-03-08T19:00:00.000Z',
  }),
];

describe('log filters and full-text search', () => {
  it('no filter: every ruling, most recent first', () => {
    expect(filterRulings(log, NO_FILTER).map((r) => r.id)).toEqual(['r3', 'r2', 'r1']);
  });

  it('filters by event, round, ruleset and status, together', () => {
    expect(filterRulings(log, { ...NO_FILTER, event: 'Spring Open' }).map((r) => r.id)).toEqual(['r2', 'r1']);
    expect(filterRulings(log, { ...NO_FILTER, event: 'Spring Open', round: '10' }).map((r) => r.id)).toEqual(['r2']);
    expect(filterRulings(log, { ...NO_FILTER, ruleset: 'keyforge' }).map((r) => r.id)).toEqual(['r3']);
    expect(filterRulings(log, { ...NO_FILTER, status: 'appealed' }).map((r) => r.id)).toEqual(['r2']);
  });

  it('"cites a changed rule": only the rulings named as citing one, with the other filters', () => {
    const changed = new Set(['r1', 'r3']);
    expect(filterRulings(log, { ...NO_FILTER, changed: true }, changed).map((r) => r.id)).toEqual(['r3', 'r1']);
    expect(filterRulings(log, { ...NO_FILTER, changed: true, ruleset: 'keyforge' }, changed).map((r) => r.id)).toEqual([
      'r3',
    ]);
    expect(filterRulings(log, { ...NO_FILTER, changed: true })).toEqual([]);
    expect(filterRulings(log, NO_FILTER, changed)).toHaveLength(3);
  });

  it('full text: every word, anywhere (citations too), ignoring case and accents', () => {
    expect(filterRulings(log, { ...NO_FILTER, text: 'JUNTA frenzy' }).map((r) => r.id)).toEqual(['r2']);
    expect(filterRulings(log, { ...NO_FILTER, text: 'regle' }).map((r) => r.id)).toEqual(['r3']);
    expect(filterRulings(log, { ...NO_FILTER, text: '6.9.2 ana' }).map((r) => r.id)).toEqual(['r3', 'r1']);
    expect(filterRulings(log, { ...NO_FILTER, text: 'nothing-like-this' })).toEqual([]);
  });

  it('facets: events newest first, rounds in natural order', () => {
    expect(facets(log)).toEqual({
      events: ['Store night', 'Spring Open'],
      rounds: ['2', '3', '10'],
      rulesets: ['keyforge', 'rage-2018'],
    });
  });
});

describe('quick capture', () => {
  it('carries the event and round of a recent ruling over, not of an old one', () => {
    expect(carryOver(log, new Date('2025-03-08T20:00:00.000Z'))).toEqual({ event: 'Store night', round: '2' });
    expect(carryOver(log, new Date('2025-03-09T20:00:00.000Z'))).toEqual({});
    expect(carryOver([], new Date())).toEqual({});
  });

  it('a ruling dated in the future (a typo, a fast clock) never sets the event and round (B-7)', () => {
    const typo = ruling({ id: 'typo', event: 'Typo 2999', round: '9', createdAt: '2999-01-01T00:00:00.000Z' });
    expect(carryOver([...log, typo], new Date('2025-03-08T20:00:00.000Z'))).toEqual({
      event: 'Store night',
      round: '2',
    });
    expect(carryOver([...log, typo], new Date('2026-03-08T20:00:00.000Z'))).toEqual({});
  });

  it('a rule is cited once', () => {
    const r = blankRuling('x', new Date(), { citation: BLUFFS });
    expect(withCitation(r, BLUFFS)).toBe(r);
    expect(withCitation(r, { ...BLUFFS, anchor: 'other' }).citations).toHaveLength(2);
  });
});
