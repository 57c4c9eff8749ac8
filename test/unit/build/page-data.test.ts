import { describe, expect, it } from 'vitest';
import { loadRulesets } from '../content/load.ts';
import { textOf, toPageData } from '../../../src/core/content/manifest.ts';

const loaded = loadRulesets();

describe("the data the app's pages load", () => {
  it('leaves out what pages never read: plain text, source file and line', () => {
    for (const data of loaded.data.values()) {
      for (const entry of toPageData(data).entries) {
        expect(Object.keys(entry)).not.toContain('text');
        expect(Object.keys(entry)).not.toContain('file');
        expect(Object.keys(entry)).not.toContain('line');
      }
    }
  });

  it("loses no text: every entry's passages, joined, are its plain text, in all five rulebooks", () => {
    let entries = 0;
    for (const data of loaded.data.values()) {
      for (const entry of data.entries) {
        expect(textOf(entry), `${data.meta.id} ${entry.id}`).toBe(entry.text);
        entries++;
      }
    }
    expect(entries).toBeGreaterThan(700);
  });

  it('is a fifth smaller for Rage 2018 than the data the build and CLI read', () => {
    const data = loaded.data.get('rage-2018');
    if (!data) throw new Error('rage-2018 missing');
    const full = JSON.stringify(data).length;
    expect(JSON.stringify(toPageData(data)).length).toBeLessThan(0.85 * full);
  });
});
