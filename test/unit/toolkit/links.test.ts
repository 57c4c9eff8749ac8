import { describe, expect, it, vi } from 'vitest';
import { sectionPath } from '../../../src/ui/routes.ts';
import { QR_MAX_URL, qrRulingUrl, readSharedRuling, sharedRulingUrl } from '../../../src/ui/log/shared-ruling-link.ts';
import { BLUFFS, ruling } from './fixtures.ts';

// The app's origin; the real module also loads the rulesets, which unit tests have no build for.
vi.mock('../../../src/ui/rulings/citation-of.ts', () => ({
  absoluteUrl: (path: string) => new URL(path, 'http://app.test').href,
}));

const APP = 'http://app.test';
const fragment = (r: unknown) => Buffer.from(JSON.stringify(r)).toString('base64url');

describe('links built from stored or shared data stay in the app (B-3)', () => {
  it('a section link is a path here, whatever a ruleset or anchor holds', () => {
    expect(sectionPath('rage-2018', '6-9-2-bluffs')).toBe('/rage-2018/6-9-2-bluffs');
    for (const [ruleset, anchor] of [
      ['/evil.example', 'x'],
      ['', 'evil.example'],
      ['a', '/\\evil.example'],
      ['https:', '//evil.example'],
    ] as const) {
      const url = new URL(sectionPath(ruleset, anchor), APP);
      expect(url.origin).toBe(APP);
    }
  });

  it('a shared ruling citing a rulebook id that is not one does not open', async () => {
    expect(await readSharedRuling(`#${fragment(ruling())}`)).toEqual(ruling());
    expect(
      await readSharedRuling(
        `#${fragment(ruling({ citations: [{ ...BLUFFS, ruleset: '/evil.example', anchor: 'x' }] }))}`,
      ),
    ).toBeNull();
  });

  it('a ruling an older version stored still opens when shared (B-8)', async () => {
    const old = ruling({ status: 'given', appealOutcome: 'Left over', updatedAt: '2025-03-01T14:00:00.000Z' });
    const url = new URL(await sharedRulingUrl(old));
    expect(url.origin).toBe(APP);
    expect(await readSharedRuling(url.hash)).toEqual({ ...old, appealOutcome: '', updatedAt: old.createdAt });
  });

  it('a shared link is compressed and opens the same ruling, appealed and with a calculator result too', async () => {
    const full = ruling({
      status: 'appealed',
      appealOutcome: 'Head judge asked.',
      updatedAt: '2025-03-01T15:00:00.000Z',
      attachment: {
        calculator: 'rage-2018/bluff',
        title: 'Bluff legality',
        ruleset: 'rage-2018',
        input: { cards: [{ name: 'Claws' }] },
        headline: 'Legal bluff',
        facts: [{ label: 'Card', value: 'Claws' }],
        steps: [{ text: 'A bluff is a card played face down.', cites: [{ anchor: '6-9-2-bluffs', label: '§6.9.2' }] }],
      },
    });
    const url = await sharedRulingUrl(full);
    expect(url).toMatch(/\/log\/shared#d\./);
    expect(url.length).toBeLessThan(`${APP}/log/shared#${fragment(full)}`.length * 0.6);
    expect(await readSharedRuling(new URL(url).hash)).toEqual(full);
  });

  it('a QR code carries the ruling without the calculator input and steps when they would not fit, or nothing', async () => {
    const withResult = ruling({
      attachment: {
        calculator: 'rage-2018/bluff',
        title: 'Bluff legality',
        ruleset: 'rage-2018',
        input: {
          notes: 'x'.repeat(2000).replace(/x/g, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))),
        },
        headline: 'Legal bluff',
        facts: [{ label: 'Card', value: 'Claws' }],
        steps: [],
      },
    });
    const url = (await qrRulingUrl(withResult)) as string;
    expect(url.length).toBeLessThanOrEqual(QR_MAX_URL);
    const read = await readSharedRuling(new URL(url).hash);
    expect(read?.attachment).toMatchObject({ headline: 'Legal bluff', input: null, steps: [] });
    expect(read?.question).toBe(withResult.question);
    const random = Array.from({ length: 900 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
    expect(await qrRulingUrl(ruling({ ruling: random }))).toBeNull();
  });
});
