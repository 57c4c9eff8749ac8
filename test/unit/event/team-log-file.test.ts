import { afterEach, describe, expect, it } from 'vitest';
import { teamLogJson, toFileIn } from '../../../src/core/event/team-log-file.ts';
import { toRuling } from '../../../src/core/event/convert.ts';
import { parseImport } from '../../../src/core/toolkit/parse-import.ts';
import type { EventSession } from '../../../src/core/event/event-session.ts';
import { createEvent, fields, floor, head, startServer, until } from './sync-harness.ts';

const open: EventSession[] = [];
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const s of open.splice(0)) s.destroy();
  for (const c of cleanups.splice(0).reverse()) await c();
});

const bluffs = {
  ruleset: 'rage-2018',
  anchor: '6-9-2-bluffs',
  number: '6.9.2',
  title: 'BLUFFS',
  label: 'Rage 2018 §6.9.2 BLUFFS',
  edition: 'an older printing',
  passage: '',
  text: 'Creatures can try to perform mighty feats in combat beyond their normal abilities. This is called a bluff.',
};

// Issue 15: "A judge not in any event keeps today's personal log, unchanged; export/import keep working for both."
describe('team log export and import', { timeout: 30_000 }, () => {
  it('exports the team log in the personal export format and imports it into another team log losing nothing', async () => {
    const s = await startServer();
    cleanups.push(s.cleanup, () => s.server.close());
    const first = await createEvent(s.server, 'Spring Regionals');
    const h = head(s.server.url, first);
    const a = floor(s.server.url, first, 1);
    open.push(h, a);
    const appealed = fields({
      round: 'Round 2',
      table: '7',
      status: 'upheld',
      appealOutcome: 'Upheld by the head judge.',
      citations: [bluffs],
    });
    a.logRuling('ruling-bluff', 'rev-1', appealed, '2026-11-20T10:15:00.000Z');
    h.logRuling(
      'ruling-plain',
      'rev-2',
      fields({ round: 'Round 3', question: 'May Bo shuffle?' }),
      '2026-11-20T11:00:00.000Z',
    );
    h.logRuling('ruling-gone', 'rev-3', fields({ question: 'Deleted by the head judge' }), '2026-11-20T11:30:00.000Z');
    h.deleteRuling('ruling-gone');
    await until('the head judge sees both rulings', () => h.log.length === 3 && h.allSynced && a.allSynced);

    // The file is a personal-log export: every Rulekeeper reads it, with the event, the round and the cited text.
    const file = teamLogJson(h.log, 'Spring Regionals', new Date('2026-11-21T08:00:00.000Z'));
    const parsed = parseImport(file);
    if (!parsed.ok) throw new Error(parsed.problems.join('\n'));
    expect(parsed.ignored).toEqual([]);
    expect(parsed.data.rulings.map((r) => r.id)).toEqual(['ruling-bluff', 'ruling-plain']);
    const bluff = parsed.data.rulings[0]!;
    expect(bluff).toMatchObject({ event: 'Spring Regionals', round: 'Round 2', status: 'upheld' });
    expect(bluff.citations).toEqual([bluffs]);
    const original = h.log.filter((r) => !r.deleted);
    expect(parsed.data.rulings).toEqual(original.map((r) => toRuling(r, 'Spring Regionals')).reverse());

    // Imported into another event's team log: every field of every ruling, the cited text as it was, for every judge.
    const second = await createEvent(s.server, 'Autumn Open');
    const h2 = head(s.server.url, second);
    const b = floor(s.server.url, second, 2);
    open.push(h2, b);
    const noText = () => null;
    const plan = toFileIn(parsed.data.rulings, h2.log, noText);
    expect(plan.already).toBe(0);
    for (const r of plan.add) h2.logRuling(r.id, `imported-${r.id}`, r.fields, r.createdAt);
    await until('the other judge sees the imported rulings', () => b.log.length === 2);
    for (const r of original) {
      const copy = b.log.find((x) => x.id === r.id);
      expect(copy?.createdAt).toBe(r.createdAt);
      expect(copy?.fields).toEqual(r.fields);
    }
    // Importing the same file again adds nothing.
    expect(toFileIn(parsed.data.rulings, h2.log, noText)).toEqual({ add: [], already: 2 });
  });

  it('fills in the text of a cited rule from this phone when the file stored none (a personal-log export)', () => {
    const { text: _t, passage: _p, ...plain } = bluffs;
    const ruling = {
      ...toRuling(
        {
          id: 'r1',
          owner: 'x',
          createdAt: '2026-11-20T10:00:00.000Z',
          updatedAt: '2026-11-20T10:00:00.000Z',
          fields: fields(),
          race: null,
          revisions: 1,
          damaged: 0,
          notes: [],
          deleted: null,
        },
        'Regionals',
      ),
      citations: [plain],
    };
    const plan = toFileIn([ruling], [], () => ({ passage: '', text: 'The text on this phone.' }));
    expect(plan.add[0]!.fields.citations).toEqual([{ ...plain, passage: '', text: 'The text on this phone.' }]);
  });
});
