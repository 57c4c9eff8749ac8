import { describe, expect, it } from 'vitest';
import { newPhone, useBrowser } from './harness.ts';

const browser = useBrowser();

const LONG = ['Gaia Character of the Silver Fangs One', 'Gaia Character of the Silver Fangs Two'];

describe('lists of named things tell two long names apart (360 px)', () => {
  it('Junta: the voters, "Called by" and the creature chips show two long names differently, none cut', async () => {
    const { context, page } = await newPhone(browser());
    await page.goto('/rage-2018/tools/junta');
    await page.locator('.calc-headline').waitFor();
    const names = page.getByLabel('Name', { exact: true });
    expect(await names.count()).toBeGreaterThanOrEqual(2);
    await names.nth(0).fill(LONG[0] as string);
    await names.nth(1).fill(LONG[1] as string);
    await page.evaluate(() =>
      document.querySelectorAll<HTMLDetailsElement>('.calc-input details').forEach((d) => (d.open = true)),
    );
    const seen = await page.evaluate(() => {
      /** The text a reader sees of an element: all of it, unless it is cut (overflowing its box, or hidden beyond it). */
      const shown = (el: HTMLElement) =>
        el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1 ? null : el.textContent?.trim();
      const voters = [...document.querySelectorAll<HTMLElement>('.junta-voter')].slice(0, 2).map(shown);
      const chips = [...document.querySelectorAll<HTMLElement>('.cf-chips button')].slice(0, 2).map(shown);
      // A select shows its chosen option on one line: each option must fit that line whole.
      const select = [...document.querySelectorAll('label')].find((l) => l.textContent === 'Called by')
        ?.control as HTMLSelectElement;
      const style = getComputedStyle(select);
      const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 24;
      const ctx = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D;
      ctx.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const options = [...select.options]
        .slice(0, 2)
        .map((o) => (ctx.measureText(o.text).width <= room ? o.text : null));
      return { voters, chips, options, pageWidth: document.documentElement.scrollWidth };
    });
    expect(seen.pageWidth).toBeLessThanOrEqual(360);
    for (const list of [seen.voters, seen.chips, seen.options]) {
      expect(list).toHaveLength(2);
      expect(list, JSON.stringify(list)).not.toContain(null);
      expect(new Set(list).size).toBe(2);
    }
    expect(seen.voters).toEqual(LONG);
    await context.close();
  });
});
