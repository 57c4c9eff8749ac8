import { describe, expect, it } from 'vitest';
import { nextRound, parseRoundMinutes, readSetupForm, type SetupForm } from '../../../src/core/event/event-setup.ts';

const problemOf = (text: string) => {
  const r = parseRoundMinutes(text);
  return 'problem' in r ? r.problem : null;
};

describe("a round's length as typed", () => {
  it('takes whole minutes from 1 to 600', () => {
    expect(parseRoundMinutes('50')).toEqual({ ms: 50 * 60_000 });
    expect(parseRoundMinutes(' 1 ')).toEqual({ ms: 60_000 });
    expect(parseRoundMinutes('600')).toEqual({ ms: 600 * 60_000 });
  });

  it('says what is wrong with an empty, negative, non-numeric, fractional or absurd length', () => {
    expect(problemOf('')).toBe('Write how long the round is: a whole number of minutes from 1 to 600.');
    expect(problemOf('-5')).toBe('A round lasts at least 1 minute: write a whole number of minutes from 1 to 600.');
    expect(problemOf('0')).toContain('at least 1 minute');
    expect(problemOf('abc')).toBe('“abc” is not a number: write a whole number of minutes from 1 to 600.');
    expect(problemOf('50 min')).toContain('is not a number');
    expect(problemOf('12.5')).toContain('Round to whole minutes');
    expect(problemOf('100000')).toBe(
      '100000 minutes is more than 10 hours: write a whole number of minutes from 1 to 600.',
    );
  });
});

const form = (over: Partial<SetupForm> = {}): SetupForm => ({
  name: 'Regionals 2026',
  firstDay: '2026-05-02',
  lastDay: '2026-05-03',
  rulebooks: ['rage-2018'],
  rounds: 'Round 1, Round 2,, Top 8, Round 1',
  ...over,
});

describe('the event setup form', () => {
  it('reads name, dates, rulebooks and rounds (blank and repeated rounds dropped)', () => {
    expect(readSetupForm(form())).toEqual({
      info: {
        name: 'Regionals 2026',
        startDate: '2026-05-02',
        endDate: '2026-05-03',
        rulebooks: ['rage-2018'],
        rounds: ['Round 1', 'Round 2', 'Top 8'],
      },
    });
  });

  it('takes a one-day event from its first day alone, and no dates at all', () => {
    expect(readSetupForm(form({ lastDay: '' }))).toMatchObject({
      info: { startDate: '2026-05-02', endDate: '2026-05-02' },
    });
    expect(readSetupForm(form({ firstDay: '', lastDay: '' }))).toMatchObject({ info: { startDate: '', endDate: '' } });
  });

  it('names each field that is wrong, and saves nothing', () => {
    const r = readSetupForm({ name: ' ', firstDay: '2026-05-03', lastDay: '2026-05-02', rulebooks: [], rounds: '' });
    expect('problems' in r && r.problems.map((p) => p.field)).toEqual(['name', 'lastDay', 'rulebooks']);
    const bad = readSetupForm(form({ firstDay: '2026-02-30' }));
    expect('problems' in bad && bad.problems).toEqual([{ field: 'firstDay', message: 'The first day is not a date.' }]);
    const lastOnly = readSetupForm(form({ firstDay: '' }));
    expect('problems' in lastOnly && lastOnly.problems[0]?.field).toBe('firstDay');
  });
});

describe('the round a new clock starts with', () => {
  it('is the round after the current one in the event, else the next number', () => {
    expect(nextRound(['Round 1', 'Round 2', 'Top 8'], null)).toBe('Round 1');
    expect(nextRound(['Round 1', 'Round 2', 'Top 8'], 'Round 2')).toBe('Top 8');
    expect(nextRound(['Round 1', 'Top 8'], 'Top 8')).toBe('Top 8');
    expect(nextRound([], 'Round 3')).toBe('Round 4');
    expect(nextRound([], null)).toBe('Round 1');
  });
});
