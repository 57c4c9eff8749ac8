import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvCell, exportCsv } from '../../../src/core/toolkit/export-csv.ts';
import { exportJson } from '../../../src/core/toolkit/export-json.ts';
import { exportMarkdown, markdownText } from '../../../src/core/toolkit/export-markdown.ts';
import { parseImport } from '../../../src/core/toolkit/parse-import.ts';
import { RULING_STATUSES, type Ruling } from '../../../src/core/toolkit/schema.ts';
import { BLUFFS, ruling } from './fixtures.ts';

const NOW = new Date('2025-03-02T09:00:00.000Z');
const attachment: NonNullable<Ruling['attachment']> = {
  calculator: 'rage-2018/bluff',
  title: 'Bluff legality',
  ruleset: 'rage-2018',
  input: { creatures: [{ name: 'A', rage: 3 }] },
  headline: 'The bluff is legal.',
  facts: [{ label: 'Cards face down', value: '2' }],
  steps: [{ text: 'A bluff is a card played face down.', cites: [{ anchor: '6-9-2-bluffs', label: '§6.9.2' }] }],
};

/** A minimal RFC 4180 reader, to check what a spreadsheet would see. */
function readCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted && ch === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (ch === '"') quoted = !quoted;
    else if (!quoted && ch === ',') {
      row.push(cell);
      cell = '';
    } else if (!quoted && ch === '\r' && text[i + 1] === '\n') {
      rows.push([...row, cell]);
      row = [];
      cell = '';
      i++;
    } else cell += ch;
  }
  return rows;
}

describe('exports', () => {
  it('JSON: complete and re-importable to the same data', () => {
    const data = {
      rulings: [ruling({ attachment }), ruling({ id: 'r2', status: 'overturned', appealOutcome: 'Reversed.' })],
      bookmarks: [],
      notes: [],
    };
    const result = parseImport(exportJson(data, NOW));
    expect(result).toEqual({ ok: true, data, ignored: [] });
  });

  it('JSON round trip holds for any ruling the form can save (property)', () => {
    const text = fc.string({ maxLength: 40 });
    const time = fc
      .date({ min: new Date('2000-01-01'), max: new Date(), noInvalidDate: true })
      .map((d) => d.toISOString());
    const rulingArb = fc
      .record({
        id: fc.stringMatching(/^[A-Za-z0-9_-]{1,20}$/),
        times: fc.tuple(time, time).map(([a, b]): [string, string] => (a < b ? [a, b] : [b, a])),
        event: text,
        round: text,
        table: text,
        players: text,
        question: fc.string({ minLength: 1, maxLength: 40 }).filter((s) => s.trim() !== ''),
        ruling: text,
        citations: fc.array(fc.constant(BLUFFS), { maxLength: 2 }),
        attachment: fc.constantFrom(null, attachment),
        status: fc.constantFrom(...RULING_STATUSES),
        appealOutcome: text,
      })
      .map(({ times: [createdAt, updatedAt], ...r }): Ruling => ({
        ...r,
        createdAt,
        updatedAt,
        appealOutcome: r.status === 'given' ? '' : r.appealOutcome,
      }));
    fc.assert(
      fc.property(fc.uniqueArray(rulingArb, { selector: (r) => r.id, maxLength: 5 }), (rulings) => {
        const result = parseImport(exportJson({ rulings, bookmarks: [], notes: [] }, NOW));
        expect(result.ok && result.data.rulings).toEqual(
          [...rulings].sort((a, b) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0)),
        );
      }),
    );
  });

  it('JSON: a ruling an older version stored (appeal outcome on "given", changed before made) still imports (B-8)', () => {
    const old = ruling({
      status: 'given',
      appealOutcome: 'Typed, then set back to Given',
      updatedAt: '2025-03-01T14:00:00.000Z',
    });
    const result = parseImport(exportJson({ rulings: [old], bookmarks: [], notes: [] }, NOW));
    expect(result.ok && result.data.rulings).toEqual([{ ...old, appealOutcome: '', updatedAt: old.createdAt }]);
  });

  it('CSV: one row per ruling, quoted where needed, oldest first', () => {
    const rows = readCsv(
      exportCsv([
        ruling({ id: 'late', createdAt: '2025-03-01T18:00:00.000Z', question: 'Two\nlines, "quoted"' }),
        ruling({ attachment }),
      ]).slice(1),
    );
    expect(rows).toHaveLength(3);
    expect(rows[0]?.slice(0, 8)).toEqual([
      'Time (UTC)',
      'Event',
      'Round',
      'Table',
      'Players',
      'Question',
      'Ruling',
      'Rules cited',
    ]);
    expect(rows[1]).toEqual([
      '2025-03-01T14:05:00.000Z',
      'Spring Open',
      '3',
      '12',
      'Ana v. Bo',
      'Can a creature bluff with no cards?',
      'No: a bluff needs a card played face down.',
      'Rage 2018 §6.9.2 BLUFFS (Complete Rules, April 2018 update)',
      'Given',
      '',
      'Bluff legality',
      'The bluff is legal.',
      '2025-03-01T14:05:00.000Z',
      'r1',
    ]);
    expect(rows[2]?.[5]).toBe('Two\nlines, "quoted"');
  });

  it('CSV: text a spreadsheet would run as a formula is made inert', () => {
    expect(csvCell('=HYPERLINK("http://evil","x")')).toBe(`"'=HYPERLINK(""http://evil"",""x"")"`);
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('plain')).toBe('plain');
  });

  it('Markdown: one part per event, rulings in time order, with citations, status and the attached result', () => {
    const md = exportMarkdown(
      [
        ruling({ id: 'b', event: 'Store night', createdAt: '2025-03-05T19:00:00.000Z' }),
        ruling({ attachment, status: 'upheld', appealOutcome: 'Head judge agreed.' }),
      ],
      NOW,
    );
    expect(md).toContain('# Ruling log');
    expect(md.indexOf('## Spring Open')).toBeLessThan(md.indexOf('## Store night'));
    expect(md).toContain('### 1. Round 3, table 12 · 2025-03-01 14:05 UTC');
    expect(md).toContain('- Rage 2018 §6.9.2 BLUFFS (Complete Rules, April 2018 update)');
    expect(md).toContain('**Status:** Upheld on appeal — Head judge agreed.');
    expect(md).toContain('**Bluff legality:** The bluff is legal.');
    expect(md).toContain('1. A bluff is a card played face down. (§6.9.2)');
  });

  it('Markdown: the judge’s words never become markup', () => {
    expect(markdownText('<img src=x onerror="alert(1)">')).toBe('&lt;img src=x onerror="alert(1)"&gt;');
    expect(markdownText('# not a heading\n- not a list\n[link](javascript:x)')).toBe(
      '\\# not a heading  \n\\- not a list  \n\\[link\\](javascript:x)',
    );
    expect(exportMarkdown([ruling({ question: '<script>alert(1)</script>' })], NOW)).not.toContain('<script>');
  });
});
