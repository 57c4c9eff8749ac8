import { describe, expect, it } from 'vitest';
import { ruleset } from './load.ts';

const data = ruleset('rage-2018');
const byId = new Map(data.entries.map((e) => [e.id, e]));
const entry = (id: string) => {
  const e = byId.get(id);
  if (!e) throw new Error(`no entry ${id}`);
  return e;
};

describe('Rage 2018 content', () => {
  it('keeps section numbers as printed, inconsistencies included', () => {
    const numbers = data.entries.map((e) => e.number);
    for (const printed of ['2.1.01', '2.2.2.', '2.2. 4', '4.5.2.C', '6.5.4C', '6.9.1.', '6.5.3.B'])
      expect(numbers).toContain(printed);
    expect(numbers.filter((n) => n === '2.1.2')).toHaveLength(2);
    expect(entry('2-1-2-separate-your-deck').number).toBe('2.1.2');
    expect(entry('2-1-2-regeneration-phase').number).toBe('2.1.2');
  });

  it('says where a printed number is out of place', () => {
    expect(data.notes.some((n) => n.entry === '2-1-2-regeneration-phase')).toBe(true);
    expect(
      data.notes.some((n) => n.entry === '4-7-sept-cards-juntas-moots-and-board-meetings' && /4\.6/.test(n.text)),
    ).toBe(true);
  });

  it('has the kinds of entries the rulebook has', () => {
    expect(entry('sidebar-moot-errata').kind).toBe('errata');
    expect(entry('sidebar-older-timings').kind).toBe('errata');
    expect(entry('closed-play').kind).toBe('definition');
    expect(data.entries.filter((e) => e.kind === 'sidebar').length).toBeGreaterThan(5);
  });

  it('links every Appendix 2 summary to the definition it summarises', () => {
    const summaries = data.entries.filter((e) => e.kind === 'definition' && e.home);
    expect(summaries.length).toBeGreaterThanOrEqual(25);
    for (const s of summaries) expect(byId.has(s.home as string)).toBe(true);
    expect(entry('summary-closed-play').home).toBe('closed-play');
  });

  it('makes the defined terms of the issue tappable where the rules use them', () => {
    const linked = new Set(data.entries.flatMap((e) => [...e.html.matchAll(/data-term="([^"]+)"/g)].map((m) => m[1])));
    // "Restricted" (one per game) is used nowhere but its own definition: it is in the glossary, with nothing to link.
    expect(data.definitions.restricted).toContain('restricted');
    for (const term of ['offensive effect', 'closed play', 'unique', 'escape', 'opponent', 'shapeshifter']) {
      const target = data.definitions[term]?.find((id) => !byId.get(id)?.home);
      expect(target, term).toBeDefined();
      expect(linked, term).toContain(target);
    }
  });

  it('resolves the printed cross-references of the issue', () => {
    const labels = data.xrefs.map((x) => `${x.label} → ${x.to}`);
    expect(labels).toContain('VP complications → 6-4-3-vp-complications');
    expect(labels.some((l) => /^Umbral combat → 5-2-umbral-combat$/i.test(l))).toBe(true);
    expect(labels.some((l) => /^Combat → chapter-6-combat$/.test(l))).toBe(true);
  });

  it('rebuilds the creature-class table as a real table', () => {
    const html = entry('a1-1-creature-classes').html;
    expect(html).toContain('<table>');
    expect(html).toMatch(/<td>Garou<\/td>\s*<td>Yes<\/td>\s*<td>Yes<\/td>\s*<td>Yes<\/td>\s*<td>Yes<\/td>/);
  });
});
