import { describe, expect, it } from 'vitest';
import { MAX_IMPORT_BYTES } from '../../../src/core/toolkit/limits.ts';
import { parseImport, sizeProblem } from '../../../src/core/toolkit/parse-import.ts';
import { fileWith, ruling } from './fixtures.ts';

const problems = (text: string): string[] => {
  const result = parseImport(text);
  if (result.ok) throw new Error('expected the file to be refused');
  return result.problems;
};

describe('import validation: a bad file is refused, saying what and where', () => {
  it('accepts a valid file and fills optional fields with their defaults', () => {
    const minimal = { id: 'x1', createdAt: '2025-03-01T15:05:00+01:00', updatedAt: '2025-03-01T14:05:00Z', question: 'Q', ruling: 'R', status: 'given' };
    const result = parseImport(fileWith({ rulings: [ruling(), minimal] }));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data.rulings[0]).toEqual(ruling());
    // Times are normalised to UTC so they sort as text and compare equal on re-import.
    expect(result.data.rulings[1]).toMatchObject({ createdAt: '2025-03-01T14:05:00.000Z', event: '', citations: [], attachment: null, appealOutcome: '' });
    expect(result.data.bookmarks).toEqual([]);
  });

  it('malformed JSON: refused with line and column', () => {
    const [message] = problems('{\n  "format": "rulekeeper-toolkit",\n  "version": 1,,\n}');
    expect(message).toMatch(/^Not valid JSON at line 3, column \d+: /);
  });

  it('an empty file, a non-object, another app’s JSON, another version', () => {
    expect(problems('')).toEqual(['The file is empty.']);
    const notOurs = 'This is not a Rulekeeper export: it has no "format": "rulekeeper-toolkit".';
    expect(problems('[1, 2]')).toEqual([notOurs]);
    expect(problems('"text"')).toEqual([notOurs]);
    expect(problems('{"name": "something else"}')).toEqual([notOurs]);
    expect(problems(fileWith({ version: 2 }))).toEqual(['version: expected 1 (made by another version of Rulekeeper), got 2']);
  });

  it('wrong types and values: the path names the ruling and the field', () => {
    const bad = [ruling({ id: 'a' }), ruling({ id: 'b' }), ruling({ id: 'c' }), { ...ruling({ id: 'd' }), status: 'maybe' }];
    expect(problems(fileWith({ rulings: bad }))).toEqual(['rulings[3].status: expected one of given/appealed/upheld/overturned, got "maybe"']);
    expect(problems(fileWith({ rulings: [{ ...ruling(), round: 3 }] }))).toEqual(['rulings[0].round: expected text, got 3']);
    expect(problems(fileWith({ rulings: [{ ...ruling(), createdAt: 'yesterday' }] }))).toEqual([
      'rulings[0].createdAt: expected a date and time like 2025-03-01T14:05:00.000Z, got "yesterday"',
    ]);
    expect(problems(fileWith({ rulings: [{ ...ruling(), citations: [{ ...ruling().citations[0], anchor: '' }] }] }))).toEqual(['rulings[0].citations[0].anchor: must not be empty']);
    expect(problems(fileWith({ rulings: [{ ...ruling(), id: '../../etc' }] }))).toEqual(['rulings[0].id: only letters, digits, - and _ are allowed']);
    expect(problems(fileWith({ rulings: {} }))).toEqual(['rulings: expected a list, got Object']);
    const { question: _q, ...noQuestion } = ruling();
    expect(problems(fileWith({ rulings: [noQuestion] }))).toEqual(['rulings[0].question: missing']);
  });

  it('lists the first five problems and counts the rest', () => {
    const bad = Array.from({ length: 8 }, (_, i) => ({ ...ruling({ id: `r${i}` }), status: 'x' }));
    const lines = problems(fileWith({ rulings: bad }));
    expect(lines).toHaveLength(6);
    expect(lines[5]).toBe('…and 3 more problems');
  });

  it('huge files and huge fields are refused before anything else', () => {
    expect(sizeProblem(MAX_IMPORT_BYTES + 1)).toBe('The file is too large (5.0 MB); the limit is 5.0 MB.');
    expect(sizeProblem(200 * 1024 * 1024)).toMatch(/too large \(200\.0 MB\)/);
    expect(problems(' '.repeat(MAX_IMPORT_BYTES + 1) + '{}')[0]).toMatch(/too large/);
    expect(problems(fileWith({ rulings: [ruling({ question: 'x'.repeat(20_001) })] }))).toEqual(['rulings[0].question: too long (more than 20000 characters)']);
  });

  it('duplicate ids: identical copies collapse, different contents are refused', () => {
    const same = parseImport(fileWith({ rulings: [ruling(), ruling(), ruling({ id: 'r2' })] }));
    expect(same.ok && same.data.rulings.map((r) => r.id)).toEqual(['r1', 'r2']);
    expect(problems(fileWith({ rulings: [ruling(), ruling({ id: 'r2' }), ruling({ question: 'Other' })] }))).toEqual([
      'rulings[2].id: "r1" is also rulings[0], with different content',
    ]);
    const note = { ruleset: 'rage-2018', anchor: '6-9', label: 'x', text: 'a', createdAt: '2025-01-01T00:00:00.000Z', updatedAt: '2025-01-01T00:00:00.000Z' };
    expect(problems(fileWith({ notes: [note, { ...note, text: 'b' }] }))).toEqual(['notes[1].anchor: "rage-2018/6-9" is also notes[0], with different content']);
  });

  it('script in text fields is kept as text: it is data, rendered inert by the app and escaped in exports', () => {
    const hostile = '<img src=x onerror="window.__pwned=1"><script>alert(1)</script>';
    const result = parseImport(fileWith({ rulings: [ruling({ question: hostile })], notes: [{ ruleset: 'r', anchor: 'a', label: hostile, text: hostile, createdAt: '2025-01-01T00:00:00Z', updatedAt: '2025-01-01T00:00:00Z' }] }));
    expect(result.ok && result.data.rulings[0]?.question).toBe(hostile);
    expect(result.ok && result.data.notes[0]?.text).toBe(hostile);
  });

  it('ignores unknown fields and prototype tricks', () => {
    const result = parseImport(`{"format":"rulekeeper-toolkit","version":1,"__proto__":{"polluted":1},"extra":true,"rulings":[${JSON.stringify({ ...ruling(), constructor: { prototype: { x: 1 } } })}]}`);
    expect(result.ok).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(result.ok && Object.keys(result.data.rulings[0] ?? {})).not.toContain('constructor');
  });
});
