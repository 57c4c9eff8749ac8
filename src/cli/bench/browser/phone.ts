import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';

/**
 * Lighthouse's mobile network profile as DevTools applies it per request (its "devtools" throttling preset:
 * 150 ms RTT and 1.6 Mbps become 562.5 ms request latency, 1.47 Mbps down, 675 kbps up).
 */
export const MOBILE_NETWORK = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};

/** Lighthouse's emulated phone (Moto G Power): screen, pixel ratio, touch. */
const PHONE_SCREEN = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

/** A fresh profile (no cache, no service worker) on a phone screen, its CPU slowed `cpuThrottling` times. */
export async function openPhone(
  browser: Browser,
  baseURL: string,
  cpuThrottling: number,
): Promise<{ context: BrowserContext; page: Page; cdp: CDPSession }> {
  const context = await browser.newContext({ baseURL, ...PHONE_SCREEN });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuThrottling });
  return { context, page, cdp };
}

/** Waits until the service worker controls the page: everything is precached and the app works offline. */
export async function waitForOfflineReady(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller)
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
      );
  });
}
