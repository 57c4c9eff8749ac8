import { resolve } from 'node:path';
import type { Browser, CDPSession, Page } from 'playwright-core';
import { build } from 'vite';
import type { PageBench } from './page-entry.ts';

/**
 * One of this folder's modules as a self-contained script for a page (or a worker). Functions cannot be passed
 * to the page as they are: tsx compiles them with helpers that exist only in Node.
 */
export async function bundleScript(entry: string): Promise<string> {
  const output = await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      minify: true,
      lib: { entry: resolve(import.meta.dirname, entry), formats: ['iife'], name: 'rkBenchBundle' },
    },
  });
  const result = (Array.isArray(output) ? output[0] : output) as { output: { type: string; code?: string }[] };
  const code = result.output.find((o) => o.type === 'chunk')?.code;
  if (!code) throw new Error('benchmark bundle is empty');
  return code;
}

/** The app's search modules and the in-page measurements, for a blank page and for a worker. */
export const bundlePageBench = (): Promise<string> => bundleScript('page-entry.ts');

/** A blank page with the bundle loaded, and a DevTools session to throttle its CPU. */
export async function openBenchPage(browser: Browser, bundle: string): Promise<{ page: Page; cdp: CDPSession }> {
  const page = await browser.newPage();
  await page.setContent('<!doctype html><title>bench</title>');
  await page.addScriptTag({ content: bundle });
  return { page, cdp: await page.context().newCDPSession(page) };
}

/** Calls one of the bundle's measurements in the page. */
export function inPage<K extends keyof PageBench>(
  page: Page,
  name: K,
  ...args: Parameters<PageBench[K]>
): Promise<Awaited<ReturnType<PageBench[K]>>> {
  return page.evaluate(
    ([fn, fnArgs]) =>
      (globalThis as unknown as Record<string, Record<string, (...a: unknown[]) => unknown>>).rkBench?.[fn]?.(
        ...fnArgs,
      ),
    [name, args] as const,
  ) as Promise<Awaited<ReturnType<PageBench[K]>>>;
}
