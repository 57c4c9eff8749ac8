import { describe, expect, it } from 'vitest';
import { RESERVED_ANCHORS } from '../../../src/core/content/routes.ts';
import { RULESETS } from './load.ts';

describe.each(RULESETS.map((r) => [r.meta.id, r] as const))('content of %s', (_id, data) => {
  const ids = new Set(data.entries.map((e) => e.id));

  it('gives every entry a unique anchor that is not an app route', () => {
    expect(ids.size).toBe(data.entries.length);
    for (const id of ids) expect(RESERVED_ANCHORS).not.toContain(id);
  });

  it('resolves every cross-reference and every link in the rendered text', () => {
    for (const x of data.xrefs) expect(ids, `${x.from} → ${x.to}`).toContain(x.to);
    for (const e of data.entries) {
      for (const m of e.html.matchAll(/data-(?:ref|term)="([^"]+)"/g)) expect(ids, `link in ${e.id}`).toContain(m[1]);
    }
  });

  it('makes every definition reachable: in the definitions index, placed in a section, with a home', () => {
    const indexed = new Set(Object.values(data.definitions).flat());
    for (const d of data.entries.filter((e) => e.kind === 'definition')) {
      expect(indexed, d.id).toContain(d.id);
      expect(d.parent, `${d.id} has no section`).not.toBeNull();
      if (d.home) expect(ids).toContain(d.home);
    }
  });

  it('links defined terms only to definitions', () => {
    const kinds = new Map(data.entries.map((e) => [e.id, e.kind]));
    for (const e of data.entries)
      for (const m of e.html.matchAll(/data-term="([^"]+)"/g)) expect(kinds.get(m[1] ?? '')).toBe('definition');
  });

  it('has a tree: parents exist, children point back, every entry has text, children or a note on why not', () => {
    const byId = new Map(data.entries.map((e) => [e.id, e]));
    const noted = new Set(data.notes.map((n) => n.entry));
    for (const e of data.entries) {
      if (e.parent) expect(byId.get(e.parent)?.children).toContain(e.id);
      expect(e.text.length > 0 || e.children.length > 0 || noted.has(e.id), `${e.id} is empty`).toBe(true);
    }
  });

  it("keeps editor's notes attached to entries that exist", () => {
    for (const n of data.notes) {
      expect(ids).toContain(n.entry);
      expect(n.text.length).toBeGreaterThan(0);
    }
  });

  it('has complete metadata', () => {
    expect(data.meta.title && data.meta.edition && data.meta.credit && data.meta.source.file).toBeTruthy();
    expect(data.meta.date).toMatch(/^\d{4}(-\d{2}(-\d{2})?)?$/);
  });
});
