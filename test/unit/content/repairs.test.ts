import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONTENT, ruleset } from './load.ts';

const entryOf = (id: string, anchor: string) => {
  const e = ruleset(id).entries.find((x) => x.id === anchor);
  if (!e) throw new Error(`no entry ${anchor} in ${id}`);
  return e;
};

describe('repairs are faithful and each says so', () => {
  it('KeyForge FAQ: the Library Access / Wild Wormhole steps are numbered once, 1 to 6, as printed', () => {
    const faq = entryOf('keyforge', 'faq-library-access-wild-wormhole');
    expect(faq.html).not.toMatch(/<li>\s*\d+\.\s/);
    const items = [...faq.html.matchAll(/<li[^>]*>([\s\S]*?)<\/li>/g)].map((m) =>
      (m[1] ?? '').replace(/<[^>]+>/g, '').trim(),
    );
    expect(items).toHaveLength(6);
    expect(items[0]).toBe('You gain 1 Æmber from Wild Wormhole’s Æmber bonus.');
    expect(items[5]).toBe('You resolve any play effects on the card played from the top of your deck.');
    expect(faq.html).toMatch(/<ol[^>]*>/);
    const md = readFileSync(`${CONTENT}/keyforge/07-errata-and-faq.md`, 'utf8');
    expect(md).not.toMatch(/^(\d+\.) \1 /m);
  });

  it('KeyForge "CARD TYPES" (printed "ITEMCARD TYPES") carries an editor’s note', () => {
    const notes = ruleset('keyforge').notes.filter((n) => n.entry === 'card-types');
    expect(notes.some((n) => n.text.includes('ITEMCARD TYPES'))).toBe(true);
  });

  it('Retaliation "action tokens" (printed "ac-" / "tion") carries an editor’s note', () => {
    const notes = ruleset('retaliation').notes.filter((n) => /"ac-"/.test(n.text));
    expect(notes).toHaveLength(1);
    expect(entryOf('retaliation', notes[0]?.entry ?? '').text).toContain('action tokens');
  });

  it('Rage: the source’s last line "RULES LAST UPDATED APRIL 2018" is on the About page as printed', () => {
    expect(ruleset('rage-2018').aboutHtml).toContain('RULES LAST UPDATED APRIL 2018');
  });
});
