import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listRulings, saveRuling } from '../../../src/core/storage/rulings.ts';
import * as parsing from '../../../src/core/toolkit/parse-import.ts';
import { importFile } from '../../../src/ui/rulings/import-file.ts';
import { fileWith, ruling } from './fixtures.ts';

const file = (text: string, name = 'backup.json') => new File([text], name, { type: 'application/json' });

afterEach(() => vi.restoreAllMocks());

describe('the import panel’s handler: always an outcome in words (B-1, B-8)', () => {
  it('a time Date cannot read is refused with what and where, and nothing changes', async () => {
    await saveRuling(ruling({ id: 'mine' }));
    const outcome = await importFile(
      file(fileWith({ rulings: [ruling({ id: 'new1', createdAt: '2025-03-01T14:05:00+01' })] })),
    );
    expect(outcome).toEqual({
      ok: false,
      message: '“backup.json” was not imported; nothing in your log changed.',
      problems: [
        'rulings[0].createdAt: expected a date and time like 2025-03-01T14:05:00.000Z or 2025-03-01T15:05:00+01:00 (this form cannot be read), got "2025-03-01T14:05:00+01"',
      ],
    });
    expect((await listRulings()).map((r) => r.id)).toEqual(['mine']);
  });

  it('anything unexpected is a plain refusal, not silence, and nothing is written', async () => {
    vi.spyOn(parsing, 'parseImport').mockImplementation(() => {
      throw new RangeError('Invalid time value');
    });
    const outcome = await importFile(file(fileWith({ rulings: [ruling({ id: 'new2' })] })));
    expect(outcome).toEqual({
      ok: false,
      message: '“backup.json” was not imported; nothing in your log changed.',
      problems: ['Something went wrong while importing (RangeError: Invalid time value).'],
    });
    expect((await listRulings()).map((r) => r.id)).not.toContain('new2');
  });

  it('fields this version does not know are named in the summary', async () => {
    const outcome = await importFile(
      file(
        fileWith({ rulings: [{ ...ruling({ id: 'new3', question: 'From a newer version?' }), severity: 'minor' }] }),
      ),
    );
    expect(outcome).toEqual({
      ok: true,
      message: 'Imported: 1 ruling added.',
      notes: ['Left out, as this version of Rulekeeper does not know them: rulings[0].severity.'],
    });
  });
});
