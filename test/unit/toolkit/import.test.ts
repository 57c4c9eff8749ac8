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
    const minimal = {
      id: 'x1',
      createdAt: '2025-03-01T15:05:00+01:00',
      updatedAt: '2025-03-01T14:05:00Z',
      question: 'Q',
      ruling: 'R',
      status: 'given',
    };
    const result = parseImport(fileWith({ rulings: [ruling(), minimal] }));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data.rulings[0]).toEqual(ruling());
    // Times are normalised to UTC so they sort as text and compare equal on re-import.
    expect(result.data.rulings[1]).toMatchObject({
      createdAt: '2025-03-01T14:05:00.000Z',
      event: '',
      citations: [],
      attachment: null,
      appealOutcome: '',
    });
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
    expect(problems(fileWith({ version: 2 }))).toEqual([
      'version: expected 1 (made by another version of Rulekeeper), got 2',
    ]);
  });

  it('wrong types and values: the path names the ruling and the field', () => {
    const bad = [
      ruling({ id: 'a' }),
      ruling({ id: 'b' }),
      ruling({ id: 'c' }),
      { ...ruling({ id: 'd' }), status: 'maybe' },
    ];
    expect(problems(fileWith({ rulings: bad }))).toEqual([
      'rulings[3].status: expected one of given/appealed/upheld/overturned, got "maybe"',
    ]);
    expect(problems(fileWith({ rulings: [{ ...ruling(), round: 3 }] }))).toEqual([
      'rulings[0].round: expected text, got 3',
    ]);
    expect(problems(fileWith({ rulings: [{ ...ruling(), createdAt: 'yesterday' }] }))).toEqual([
      'rulings[0].createdAt: expected a date and time like 2025-03-01T14:05:00.000Z, got "yesterday"',
    ]);
    expect(
      problems(fileWith({ rulings: [{ ...ruling(), citations: [{ ...ruling().citations[0], anchor: '' }] }] })),
    ).toEqual(['rulings[0].citations[0].anchor: must not be empty']);
    expect(problems(fileWith({ rulings: [{ ...ruling(), id: '../../etc' }] }))).toEqual([
      'rulings[0].id: only letters, digits, - and _ are allowed',
    ]);
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
    expect(sizeProblem(MAX_IMPORT_BYTES + 1)).toBe(
      'The file is too large (5.0 MB, 5,242,881 bytes); the limit is 5.0 MB (5,242,880 bytes).',
    );
    expect(sizeProblem(200 * 1024 * 1024)).toMatch(/too large \(200\.0 MB, 209,715,200 bytes\)/);
    expect(problems(' '.repeat(MAX_IMPORT_BYTES + 1) + '{}')[0]).toMatch(/too large/);
    expect(problems(fileWith({ rulings: [ruling({ question: 'x'.repeat(20_001) })] }))).toEqual([
      'rulings[0].question: too long (more than 20000 characters)',
    ]);
  });

  it('duplicate ids: identical copies collapse, different contents are refused', () => {
    const same = parseImport(fileWith({ rulings: [ruling(), ruling(), ruling({ id: 'r2' })] }));
    expect(same.ok && same.data.rulings.map((r) => r.id)).toEqual(['r1', 'r2']);
    expect(problems(fileWith({ rulings: [ruling(), ruling({ id: 'r2' }), ruling({ question: 'Other' })] }))).toEqual([
      'rulings[2].id: "r1" is also rulings[0], with different content',
    ]);
    const note = {
      ruleset: 'rage-2018',
      anchor: '6-9',
      label: 'x',
      text: 'a',
      createdAt: '2025-01-01T00:00:00.000Z',
      updatedAt: '2025-01-01T00:00:00.000Z',
    };
    expect(problems(fileWith({ notes: [note, { ...note, text: 'b' }] }))).toEqual([
      'notes[1].anchor: "rage-2018/6-9" is also notes[0], with different content',
    ]);
  });

  it('script in text fields is kept as text: it is data, rendered inert by the app and escaped in exports', () => {
    const hostile = '<img src=x onerror="window.__pwned=1"><script>alert(1)</script>';
    const result = parseImport(
      fileWith({
        rulings: [ruling({ question: hostile })],
        notes: [
          {
            ruleset: 'r',
            anchor: 'a',
            label: hostile,
            text: hostile,
            createdAt: '2025-01-01T00:00:00Z',
            updatedAt: '2025-01-01T00:00:00Z',
          },
        ],
      }),
    );
    expect(result.ok && result.data.rulings[0]?.question).toBe(hostile);
    expect(result.ok && result.data.notes[0]?.text).toBe(hostile);
  });

  it('leaves out unknown fields, and says which; prototype tricks do nothing', () => {
    const result = parseImport(
      `{"format":"rulekeeper-toolkit","version":1,"__proto__":{"polluted":1},"extra":true,"rulings":[${JSON.stringify({ ...ruling(), constructor: { prototype: { x: 1 } } })}]}`,
    );
    expect(result.ok).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(result.ok && Object.keys(result.data.rulings[0] ?? {})).not.toContain('constructor');
    expect(result.ok && result.ignored).toEqual(['__proto__', 'extra', 'rulings[0].constructor']);
  });
});

const refusal = (text: string): string[] => {
  let result: ReturnType<typeof parseImport> | undefined;
  expect(() => (result = parseImport(text))).not.toThrow();
  if (!result || result.ok) throw new Error('expected the file to be refused');
  return result.problems;
};
const note = {
  ruleset: 'rage-2018',
  anchor: '6-9-2-bluffs',
  label: 'N',
  text: 'T',
  createdAt: '2025-03-01T14:05:00.000Z',
  updatedAt: '2025-03-01T14:05:00.000Z',
};
const bookmark = { ruleset: 'rage-2018', anchor: '6-9-2-bluffs', label: 'B', createdAt: '2025-03-01T14:05:00.000Z' };
const attachment = {
  calculator: 'rage-2018/bluff',
  title: 'Bluff',
  ruleset: 'rage-2018',
  input: null as unknown,
  headline: 'H',
  facts: [],
  steps: [{ text: 'S', cites: [{ anchor: '6-9-2-bluffs', label: '§6.9.2' }] }],
};
/** JSON text of `levels` nested lists, written out (JSON.stringify would overflow on the deepest). */
const nested = (levels: number): string => '['.repeat(levels) + ']'.repeat(levels);

describe('import validation: times are read exactly (B-1, B-2, B-7)', () => {
  it('a time valibot calls ISO but Date cannot read is refused with what and where, never thrown', () => {
    const unreadable =
      'expected a date and time like 2025-03-01T14:05:00.000Z or 2025-03-01T15:05:00+01:00 (this form cannot be read)';
    expect(refusal(fileWith({ rulings: [ruling({ createdAt: '2025-03-01T14:05:00+01' })] }))).toEqual([
      `rulings[0].createdAt: ${unreadable}, got "2025-03-01T14:05:00+01"`,
    ]);
    expect(refusal(fileWith({ rulings: [ruling({ updatedAt: '2025-03-01T14:05:00 -0530' })] }))).toEqual([
      `rulings[0].updatedAt: ${unreadable}, got "2025-03-01T14:05:00 -0530"`,
    ]);
    expect(refusal(fileWith({ notes: [{ ...note, updatedAt: '2025-03-01T14:05:00 +01:00' }] }))).toEqual([
      `notes[0].updatedAt: ${unreadable}, got "2025-03-01T14:05:00 +01:00"`,
    ]);
    expect(refusal(fileWith({ exportedAt: '2025-03-01T14:05:00+01' }))[0]).toMatch(
      /^exportedAt: expected a date and time/,
    );
  });

  it('the forms Date reads are read to the moment they state', () => {
    const result = parseImport(
      fileWith({
        rulings: [ruling({ createdAt: '2025-03-01T09:35:00.1239-0530', updatedAt: '2025-03-01 17:05:00+01:00' })],
      }),
    );
    expect(result.ok && [result.data.rulings[0]?.createdAt, result.data.rulings[0]?.updatedAt]).toEqual([
      '2025-03-01T15:05:00.123Z',
      '2025-03-01T16:05:00.000Z',
    ]);
  });

  it('a day that does not exist is refused, not moved to another day', () => {
    expect(refusal(fileWith({ rulings: [ruling({ createdAt: '2025-02-30T10:00:00Z' })] }))).toEqual([
      'rulings[0].createdAt: no such date: 2025-02 has 28 days, got "2025-02-30T10:00:00Z"',
    ]);
    expect(refusal(fileWith({ bookmarks: [{ ...bookmark, createdAt: '2025-04-31T10:00:00Z' }] }))).toEqual([
      'bookmarks[0].createdAt: no such date: 2025-04 has 30 days, got "2025-04-31T10:00:00Z"',
    ]);
    const leap = parseImport(
      fileWith({ rulings: [ruling({ createdAt: '2024-02-29T10:00:00Z', updatedAt: '2024-02-29T10:00:00Z' })] }),
    );
    expect(leap.ok && leap.data.rulings[0]?.createdAt).toBe('2024-02-29T10:00:00.000Z');
  });

  it('a time more than a day ahead is refused; a clock a little fast is not', () => {
    const [line] = refusal(
      fileWith({ rulings: [ruling({ createdAt: '2999-01-01T00:00:00Z', updatedAt: '2999-01-01T00:00:00Z' })] }),
    );
    expect(line).toMatch(
      /^rulings\[0\]\.createdAt: in the future \(more than a day after this device’s clock, .+\), got "2999-01-01T00:00:00.000Z"$/,
    );
    expect(refusal(fileWith({ bookmarks: [{ ...bookmark, createdAt: '2999-01-01T00:00:00Z' }] }))[0]).toMatch(
      /^bookmarks\[0\]\.createdAt: in the future/,
    );
    expect(refusal(fileWith({ notes: [{ ...note, updatedAt: '2999-01-01T00:00:00Z' }] }))[0]).toMatch(
      /^notes\[0\]\.updatedAt: in the future/,
    );
    const soon = new Date(Date.now() + 60 * 60 * 1000).toISOString();
    expect(parseImport(fileWith({ rulings: [ruling({ createdAt: soon, updatedAt: soon })] })).ok).toBe(true);
  });
});

describe('import validation: rulebook ids and anchors are section names, never link text (B-3)', () => {
  const slugProblem = (path: string, what: string, got: string) =>
    `${path}: expected ${what}: lower-case letters, digits and - (like ${what === 'a rulebook id' ? 'rage-2018' : '6-9-2-bluffs'}), got "${got}"`;

  it('refuses a ruleset or anchor that would make a link leave the app, wherever it is', () => {
    const evil = { ...ruling().citations[0], ruleset: '/evil.example', anchor: 'x' };
    expect(refusal(fileWith({ rulings: [ruling({ citations: [evil as never] })] }))).toEqual([
      slugProblem('rulings[0].citations[0].ruleset', 'a rulebook id', '/evil.example'),
    ]);
    expect(refusal(fileWith({ bookmarks: [{ ...bookmark, ruleset: '/evil.example', anchor: 'login' }] }))).toEqual([
      slugProblem('bookmarks[0].ruleset', 'a rulebook id', '/evil.example'),
    ]);
    expect(refusal(fileWith({ notes: [{ ...note, anchor: '../x' }] }))).toEqual([
      slugProblem('notes[0].anchor', 'a section anchor', '../x'),
    ]);
    expect(
      refusal(fileWith({ rulings: [ruling({ attachment: { ...attachment, ruleset: 'https://evil.example' } })] })),
    ).toEqual([slugProblem('rulings[0].attachment.ruleset', 'a rulebook id', 'https://evil.example')]);
    const stepCite = { ...attachment, steps: [{ text: 'S', cites: [{ anchor: '//evil.example', label: 'x' }] }] };
    expect(refusal(fileWith({ rulings: [ruling({ attachment: stepCite })] }))).toEqual([
      slugProblem('rulings[0].attachment.steps[0].cites[0].anchor', 'a section anchor', '//evil.example'),
    ]);
    expect(refusal(fileWith({ bookmarks: [{ ...bookmark, anchor: '6-9-2-Bluffs' }] }))).toEqual([
      slugProblem('bookmarks[0].anchor', 'a section anchor', '6-9-2-Bluffs'),
    ]);
  });

  it('accepts the anchors the content build makes', () => {
    const anchors = [
      '6-9-2-bluffs',
      'a1-1-3-non-character-classes',
      '2-2-4-umbra-phase',
      'faq-combat-pheromones-mindwarper',
      'trading',
    ];
    const result = parseImport(
      fileWith({
        bookmarks: anchors.map((anchor) => ({ ...bookmark, anchor })),
        notes: [{ ...note, ruleset: 'rage-las-vegas' }],
      }),
    );
    expect(result.ok && result.data.bookmarks.map((b) => b.anchor)).toEqual(anchors);
  });

  it('"a/b" + "c" and "a" + "b/c" are refused for their slash, not taken for one section', () => {
    const problems = refusal(
      fileWith({
        bookmarks: [
          { ...bookmark, ruleset: 'a/b', anchor: 'c' },
          { ...bookmark, ruleset: 'a', anchor: 'b/c', createdAt: '2025-03-02T00:00:00Z' },
        ],
      }),
    );
    expect(problems).toEqual([
      slugProblem('bookmarks[0].ruleset', 'a rulebook id', 'a/b'),
      slugProblem('bookmarks[1].anchor', 'a section anchor', 'b/c'),
    ]);
  });
});

describe('import validation: the attached calculator input is bounded (B-4)', () => {
  /** A file whose ruling's attached input is `json`, written in as text. */
  const withInput = (json: string) =>
    fileWith({ rulings: [ruling({ attachment: { ...attachment, input: 'INPUT' } })] }).replace('"INPUT"', json);

  it('refuses input nested deeper than 32 levels, however deep, with what and where', () => {
    expect(parseImport(withInput(nested(32))).ok).toBe(true);
    expect(refusal(withInput(nested(33)))).toEqual([
      'rulings[0].attachment.input: nested too deeply (more than 32 levels)',
    ]);
    expect(refusal(withInput(nested(100_000)))).toEqual([
      'rulings[0].attachment.input: nested too deeply (more than 32 levels)',
    ]);
    expect(refusal(withInput(`{"a": {"b": ${nested(31)}}}`))).toEqual([
      'rulings[0].attachment.input: nested too deeply (more than 32 levels)',
    ]);
  });

  it('refuses input larger than 100,000 characters of JSON', () => {
    expect(parseImport(withInput(JSON.stringify({ notes: 'x'.repeat(90_000) }))).ok).toBe(true);
    expect(refusal(withInput(JSON.stringify({ notes: 'x'.repeat(100_000) })))).toEqual([
      'rulings[0].attachment.input: too large (more than 100000 characters of JSON)',
    ]);
    expect(refusal(withInput(JSON.stringify(Array.from({ length: 60_000 }, () => 1))))).toEqual([
      'rulings[0].attachment.input: too large (more than 100000 characters of JSON)',
    ]);
  });
});

describe('import validation: records the app would never write (B-8)', () => {
  it('a ruling with neither question nor ruling, as the form refuses it', () => {
    expect(refusal(fileWith({ rulings: [ruling({ question: '', ruling: ' ' })] }))).toEqual([
      'rulings[0].question: the question and the ruling are both empty (write at least one)',
    ]);
    expect(parseImport(fileWith({ rulings: [ruling({ question: '', ruling: 'Only the ruling' })] })).ok).toBe(true);
  });

  it('an appeal outcome on a ruling that was not appealed', () => {
    expect(refusal(fileWith({ rulings: [ruling({ status: 'given', appealOutcome: 'Upheld' })] }))).toEqual([
      'rulings[0].appealOutcome: an appeal outcome needs the status appealed, upheld or overturned (the status is "given"), got "Upheld"',
    ]);
    expect(parseImport(fileWith({ rulings: [ruling({ status: 'upheld', appealOutcome: 'Upheld' })] })).ok).toBe(true);
  });

  it('a last change before the creation', () => {
    expect(refusal(fileWith({ rulings: [ruling({ updatedAt: '2025-03-01T13:00:00Z' })] }))).toEqual([
      'rulings[0].updatedAt: earlier than createdAt (2025-03-01T14:05:00.000Z), got "2025-03-01T13:00:00.000Z"',
    ]);
    expect(refusal(fileWith({ notes: [{ ...note, updatedAt: '2025-03-01T13:00:00Z' }] }))).toEqual([
      'notes[0].updatedAt: earlier than createdAt (2025-03-01T14:05:00.000Z), got "2025-03-01T13:00:00.000Z"',
    ]);
  });

  it('unknown fields are left out and listed, once per kind of field', () => {
    const rulings = Array.from({ length: 3 }, (_, i) => ({ ...ruling({ id: `r${i}` }), severity: 'minor' }));
    const result = parseImport(fileWith({ exportedBy: 'Rulekeeper 9', rulings, notes: [{ ...note, colour: 'red' }] }));
    expect(result.ok && result.ignored).toEqual([
      'exportedBy',
      'rulings[0].severity (and 2 more like it)',
      'notes[0].colour',
    ]);
    expect(result.ok && Object.keys(result.data.rulings[0] ?? {})).not.toContain('severity');
    expect(
      parseImport(fileWith({ rulings: [ruling({ attachment: { ...attachment, input: { anything: 1 } } })] })).ok &&
        true,
    ).toBe(true);
  });
});

describe('import messages say what and where (B-9)', () => {
  it('JSON cut short: where the file ends', () => {
    expect(refusal('{"format": ')).toEqual([
      'Not valid JSON: the file ends too early, at line 1, column 12 (was it cut short?)',
    ]);
    expect(refusal('{\n  "format": "rulekeeper-toolkit",\n  "rulings": [')).toEqual([
      'Not valid JSON: the file ends too early, at line 3, column 15 (was it cut short?)',
    ]);
  });

  it('JSON errors whose message has no position are located', () => {
    expect(refusal('{\n  "a": tru\n}')[0]).toMatch(/^Not valid JSON at line 2, column 8: Unexpected token/);
  });

  it('a version given as text must be the number 1', () => {
    expect(refusal(fileWith({ version: '1' }))).toEqual(['version: must be the number 1, got "1"']);
  });

  it('a byte-order mark is not an error', () => {
    expect(parseImport(`\uFEFF${fileWith({ rulings: [ruling()] })}`).ok).toBe(true);
  });
});
