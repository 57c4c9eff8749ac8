import * as Y from 'yjs';
import { describe, expect, it } from 'vitest';
import { agoText, spanText } from '../../../src/core/event/call-times.ts';
import { addCall, appendCallAction, callViews, cancelCall, type CallView } from '../../../src/core/event/calls.ts';
import { parseTableCount, tableNumbers } from '../../../src/core/event/table-cards.ts';
import { teamLogJson } from '../../../src/core/event/team-log-file.ts';
import { parseImport } from '../../../src/core/toolkit/parse-import.ts';
import { newCalls } from '../../../src/ui/event/call-alerts.ts';

const problemOf = (text: string) => {
  const r = parseTableCount(text);
  return 'problem' in r ? r.problem : null;
};

describe('the number of tables as the head judge types it', () => {
  it('takes whole numbers from 1 to 500', () => {
    expect(parseTableCount('1')).toEqual({ tables: 1 });
    expect(parseTableCount(' 60 ')).toEqual({ tables: 60 });
    expect(parseTableCount('500')).toEqual({ tables: 500 });
  });

  it('refuses 0, 501, fractions, words and nothing, saying what to write', () => {
    expect(problemOf('0')).toBe('An event has at least 1 table: write a whole number from 1 to 500.');
    expect(problemOf('-3')).toContain('at least 1 table');
    expect(problemOf('501')).toBe(
      '501 tables is more than the 500 calls can take: write a whole number from 1 to 500.',
    );
    expect(problemOf('12.5')).toContain('Tables are counted whole');
    expect(problemOf('ten')).toBe('“ten” is not a number: write a whole number from 1 to 500.');
    expect(problemOf('')).toBe('Write how many tables the event has: a whole number from 1 to 500.');
  });

  it('lays out one card per table, in order', () => {
    expect(tableNumbers(3)).toEqual([1, 2, 3]);
    expect(tableNumbers(0)).toEqual([]);
    expect(tableNumbers(900)).toHaveLength(500);
  });
});

describe("a call's times as the cards say them", () => {
  it('says how long ago a call came in', () => {
    expect(agoText(3_000)).toBe('just now');
    expect(agoText(42_000)).toBe('42 s ago');
    expect(agoText(3 * 60_000 + 20_000)).toBe('3 min ago');
    expect(agoText(65 * 60_000)).toBe('1 h 5 min ago');
    expect(agoText(120 * 60_000)).toBe('2 h ago');
  });

  it('says a median span, or a dash when there is none', () => {
    expect(spanText(null)).toBe('—');
    expect(spanText(45_000)).toBe('45 s');
    expect(spanText(125_000)).toBe('2 min 05 s');
    expect(spanText(63 * 60_000)).toBe('1 h 03 min');
  });
});

function calls(): Y.Doc {
  const doc = new Y.Doc();
  addCall(doc, {
    id: 'call1',
    table: 4,
    text: 'Can I bluff twice?',
    game: '',
    calledAt: '2026-11-27T10:00:00.000Z',
    round: 'Round 2',
  });
  addCall(doc, { id: 'call2', table: 9, text: '', game: '', calledAt: '2026-11-27T10:01:00.000Z', round: 'Round 2' });
  addCall(doc, {
    id: 'call3',
    table: 12,
    text: 'Gone',
    game: '',
    calledAt: '2026-11-27T10:02:00.000Z',
    round: 'Round 2',
  });
  appendCallAction(doc, { call: 'call1', kind: 'claim', by: 'judge-ann', at: '2026-11-27T10:00:40.000Z' });
  appendCallAction(doc, { call: 'call1', kind: 'resolve', by: 'judge-ann', at: '2026-11-27T10:03:00.000Z' });
  appendCallAction(doc, {
    call: 'call1',
    kind: 'ruling',
    by: 'judge-ann',
    at: '2026-11-27T10:03:10.000Z',
    ruling: 'ruling1',
  });
  cancelCall(doc, 'call3', '2026-11-27T10:02:30.000Z');
  return doc;
}

describe("a new call rings a judge's phone once", () => {
  const now = Date.parse('2026-11-27T10:02:40.000Z');
  const views = callViews(calls(), [
    { judge: 'judge-ann', name: 'Ann Lee', role: 'floor', revoked: false, joinedAt: '' },
  ]);

  it('rings for open calls not told of before, not for resolved, cancelled or already told ones', () => {
    expect(newCalls(views, new Set(), now).map((c) => c.id)).toEqual(['call2']);
    expect(newCalls(views, new Set(['call2']), now)).toEqual([]);
  });

  it('shows, without ringing, a call that came in long before the phone saw it (back from a long time offline)', () => {
    expect(newCalls(views, new Set(), now + 11 * 60_000)).toEqual([]);
  });
});

describe("the team log's export carries the calls", () => {
  const views: CallView[] = callViews(calls(), [
    { judge: 'judge-ann', name: 'Ann Lee', role: 'floor', revoked: false, joinedAt: '' },
  ]);

  it('keeps each call with its table, words, state, the judge who went, its times and its rulings', () => {
    const file = JSON.parse(teamLogJson([], 'Spring Regionals', new Date('2026-11-27T12:00:00.000Z'), views)) as {
      calls: unknown[];
    };
    expect(file.calls).toEqual([
      {
        id: 'call1',
        table: 4,
        round: 'Round 2',
        game: '',
        text: 'Can I bluff twice?',
        state: 'resolved',
        calledAt: '2026-11-27T10:00:00.000Z',
        claimedAt: '2026-11-27T10:00:40.000Z',
        claimedBy: 'Ann Lee',
        escalatedAt: null,
        resolvedAt: '2026-11-27T10:03:00.000Z',
        cancelledAt: null,
        rulings: ['ruling1'],
      },
      expect.objectContaining({ id: 'call2', state: 'waiting', claimedBy: null }),
      expect.objectContaining({ id: 'call3', state: 'cancelled', cancelledAt: '2026-11-27T10:02:30.000Z' }),
    ]);
  });

  it('reads back: the calls are known to the import (nothing "left out"), and counted', () => {
    const parsed = parseImport(teamLogJson([], 'Spring Regionals', new Date('2026-11-27T12:00:00.000Z'), views));
    if (!parsed.ok) throw new Error(parsed.problems.join('\n'));
    expect(parsed.ignored).toEqual([]);
    expect(parsed.calls).toBe(3);
  });

  it('still imports a file made before calls were kept, and one without calls has no calls key', () => {
    const old = teamLogJson([], 'Spring Regionals', new Date('2026-11-27T12:00:00.000Z'));
    expect(JSON.parse(old)).not.toHaveProperty('calls');
    const parsed = parseImport(old);
    expect(parsed.ok && parsed.calls).toBe(undefined);
  });

  it('refuses a damaged call in a file, saying where', () => {
    const file = JSON.parse(teamLogJson([], 'E', new Date('2026-11-27T12:00:00.000Z'), views)) as {
      calls: { table: unknown }[];
    };
    file.calls[0]!.table = 0;
    const parsed = parseImport(JSON.stringify(file));
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.problems.join(' ')).toContain('calls[0].table');
  });
});
