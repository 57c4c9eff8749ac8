import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPhone, useBrowser } from './harness.ts';
import { decodeQr } from './qr-decode.ts';

const browser = useBrowser();

/** A ruling as a judge writes one mid-event: a real question, a two-sentence ruling, one rule cited. */
const RULING = {
  event: 'Spring Open',
  round: '5',
  table: '12',
  players: 'Ana Lopes v. Bo Chen',
  question: 'The defender bluffed with a card that has no Rage cost; may the attacker call the bluff after blocking?',
  ruling: 'Yes. A bluff can be called when it is revealed; the attacker called it in time, so the card is discarded.',
};

/** Logs RULING citing §6.9.2 from its section; resolves on the saved ruling's page. */
async function logRuling(page: Page, over: Partial<typeof RULING> = {}): Promise<void> {
  const fields = { ...RULING, ...over };
  await page.goto('/log/new?cite=rage-2018/6-9-2-bluffs');
  await expect.poll(() => page.locator('.tk-cites, .tk-form').count()).toBeGreaterThan(0);
  await page.getByLabel('Event').fill(fields.event);
  await page.getByLabel('Round').fill(fields.round);
  await page.getByLabel('Table').fill(fields.table);
  await page.getByLabel('Players').fill(fields.players);
  await page.getByLabel('Question').fill(fields.question);
  await page.getByLabel('Ruling given').fill(fields.ruling);
  await page.getByRole('button', { name: 'Save ruling' }).click();
  await page.waitForURL(/\/log\/[0-9a-f]{32}$/);
}

/**
 * Visible notices that cover a visible control or the QR code, as "notice text → what it covers". A control
 * counts as visible where nothing but the notice is on top of it (one under the QR sheet does not).
 */
function noticesOverControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const notices = [...document.querySelectorAll<HTMLElement>('[role=status], [role=alert], .toast')].filter(
      (n) => n.getBoundingClientRect().height > 0 && getComputedStyle(n).visibility !== 'hidden' && n.textContent,
    );
    const controls = [
      ...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, summary, .tk-qr'),
    ];
    const overlaps: string[] = [];
    for (const notice of notices) {
      const n = notice.getBoundingClientRect();
      const hidden = notice.style.visibility;
      notice.style.visibility = 'hidden';
      for (const control of controls) {
        if (notice.contains(control)) continue;
        const c = control.getBoundingClientRect();
        if (c.width === 0 || c.height === 0 || c.bottom <= 0 || c.top >= innerHeight) continue;
        const x = Math.min(Math.max(c.left + c.width / 2, 0), innerWidth - 1);
        const y = Math.min(Math.max(c.top + c.height / 2, 0), innerHeight - 1);
        const top = document.elementFromPoint(x, y);
        if (!top || !(control.contains(top) || top.contains(control))) continue;
        if (c.left < n.right && n.left < c.right && c.top < n.bottom && n.top < c.bottom)
          overlaps.push(
            `${notice.textContent?.trim()} → ${control.textContent?.trim() || control.getAttribute('class')}`,
          );
      }
      notice.style.visibility = hidden;
    }
    return overlaps;
  });
}

describe('a QR code the app draws scans with a phone camera across a table', () => {
  it('a section’s QR code decodes to the section’s link, which opens it', async () => {
    const { context, page } = await newPhone(browser());
    const scratch = await context.newPage();
    await page.goto('/rage-2018/6-9-2-bluffs');
    await page.getByRole('button', { name: 'QR' }).click();
    const qr = page.locator('.tk-qr');
    await expect.poll(() => qr.count()).toBe(1);
    // A camera keeps reading frames: a notice arriving may move the sheet under one screenshot.
    let link: string | null = null;
    await expect
      .poll(async () => (link = await decodeQr(qr, scratch)))
      .toMatch(/^http:\/\/localhost:\d+\/rage-2018\/6-9-2-bluffs$/);
    await scratch.goto(link as unknown as string);
    await expect.poll(() => scratch.locator('h1').textContent()).toContain('BLUFFS');
    await context.close();
  });

  it('a ruling’s QR code decodes to a link that opens the same ruling on another phone', async () => {
    const { context, page } = await newPhone(browser());
    await logRuling(page);
    await page.getByRole('button', { name: 'QR' }).click();
    const qr = page.locator('.tk-qr');
    await expect.poll(() => qr.count()).toBe(1);
    const scratch = await context.newPage();
    let link: string | null = null;
    await expect
      .poll(async () => (link = await decodeQr(qr, scratch)))
      .toMatch(/^http:\/\/localhost:\d+\/log\/shared#/);
    await context.close();

    const other = await newPhone(browser());
    await other.page.goto(link as unknown as string);
    const shown = other.page.locator('.tk-ruling');
    await expect.poll(() => shown.textContent()).toContain(RULING.question);
    const text = (await shown.textContent()) as string;
    for (const part of [RULING.ruling, RULING.players, 'Spring Open', 'Rage 2018 §6.9.2 BLUFFS'])
      expect(text).toContain(part);
    await other.context.close();
  });

  it('a ruling too long for a scannable code offers its link and its file instead of an unreadable code', async () => {
    const { context, page } = await newPhone(browser());
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const long = Array.from(
      { length: 60 },
      (_, i) => `Point ${i + 1}: the ${['attacker', 'defender', 'Junta'][i % 3]} acts.`,
    );
    await logRuling(page, { ruling: long.join(' ') });
    await page.getByRole('button', { name: 'QR' }).click();
    await expect
      .poll(() => page.locator('.tk-sheet').textContent())
      .toContain('Too long for a QR code a phone can scan');
    expect(await page.locator('.tk-qr').count()).toBe(0);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download file' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^rulekeeper-ruling-.*\.json$/);
    await page.evaluate(() => Object.defineProperty(navigator, 'share', { value: undefined }));
    await page.getByRole('button', { name: 'Share link' }).click();
    const clipboard = () => page.evaluate(() => navigator.clipboard.readText());
    await expect.poll(clipboard).toContain('/log/shared#');
    const link = (await clipboard()).split('\n').at(-1) as string;
    await context.close();

    const other = await newPhone(browser());
    await other.page.goto(link);
    await expect.poll(() => other.page.locator('.tk-ruling').textContent()).toContain('Point 60: the Junta acts.');
    await other.context.close();
  });
});

describe('notices never cover what the judge needs next', () => {
  it('"Link copied." leaves the open QR code and every control visible', async () => {
    const { context, page } = await newPhone(browser());
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/rage-2018/6-9-2-bluffs');
    await page.evaluate(() => Object.defineProperty(navigator, 'share', { value: undefined }));
    await page.getByRole('button', { name: 'QR' }).click();
    await expect.poll(() => page.locator('.tk-qr').count()).toBe(1);
    await page.getByRole('button', { name: 'Share' }).click();
    await expect.poll(() => page.getByRole('status').textContent()).toContain('Link copied.');
    expect(await noticesOverControls(page)).toEqual([]);
    await context.close();
  });

  it('an open QR code leaves the button that opened it and those beside it in sight, on a short phone', async () => {
    const { context, page } = await newPhone(browser());
    // 360 × 600: the sheet (about 480 px at 740 with its code and address) would cover the section's buttons.
    await page.setViewportSize({ width: 360, height: 600 });
    await page.goto('/rage-2018/6-9-2-bluffs');
    await page.getByRole('button', { name: 'QR' }).click();
    await expect.poll(() => page.locator('.tk-qr').count()).toBe(1);
    const onTop = () =>
      page.evaluate(() =>
        // The buttons on the QR button's line (Log ruling wraps to the next one at 360 px).
        [...document.querySelectorAll<HTMLElement>('[aria-label="Section actions"] .tk-action')].flatMap((b) => {
          const qr = [...b.parentElement!.children].find((c) => c.textContent?.includes('QR'))!;
          if (Math.abs(b.getBoundingClientRect().top - qr.getBoundingClientRect().top) > 2) return [];
          const r = b.getBoundingClientRect();
          const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
          return [`${b.textContent?.trim()}: ${!!top && b.contains(top)}`];
        }),
      );
    await expect
      .poll(onTop)
      .toEqual(['☆ Bookmark: true', '✎ Note: true', '§ Cite: true', '↗ Share: true', '▦ QR: true']);
    await page.getByRole('button', { name: 'Share' }).click({ trial: true, timeout: 2_000 });
    // Closed, the room it made is gone: the page ends where it did.
    await page.getByRole('button', { name: 'Close QR code' }).click();
    expect(await page.evaluate(() => getComputedStyle(document.body).paddingBottom)).toBe('0px');
    await context.close();
  });

  it('"Ruling saved." leaves the ruling’s Share and QR buttons visible', async () => {
    const { context, page } = await newPhone(browser());
    await logRuling(page);
    await expect.poll(() => page.getByRole('status').textContent()).toContain('Ruling saved.');
    await expect.poll(() => page.getByRole('button', { name: 'QR' }).count()).toBe(1);
    expect(await noticesOverControls(page)).toEqual([]);
    await context.close();
  });

  it('"Copied" after Cite, scrolled to any point of a long section, covers no link or button', async () => {
    const { context, page } = await newPhone(browser());
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/rage-2018/6-11-frenzy');
    await page.getByRole('button', { name: 'Cite' }).click();
    await expect.poll(() => page.getByRole('status').textContent()).toContain('Copied');
    expect(await noticesOverControls(page)).toEqual([]);
    await page.evaluate(() => scrollTo(0, 400));
    await expect.poll(() => noticesOverControls(page)).toEqual([]);
    await context.close();
  });
});
