import { useEffect } from 'preact/hooks';
import { getDB } from '../../core/storage/store.ts';
import { loadSectionEarly } from '../data/section-view.ts';
import { whenIdle } from '../data/when-idle.ts';

/** Loads the section page's code ahead. The routes (app.tsx) hand it over: search sits below the pages it opens. */
let preloadSectionPage: () => Promise<unknown> = () => Promise.resolve();

/** Called once by app.tsx with the section route's preload, before any results can show. */
export function preloadSectionPageWith(preload: () => Promise<unknown>): void {
  preloadSectionPage = preload;
}

/** Results unchanged this long are being read, not typed past: the first one's chapter is then worth loading. */
const READING_MS = 300;

/**
 * While the judge reads the results, what opening one needs is made ready when the page is idle: the section page's
 * code (the same for every result), the storage its buttons read (opening IndexedDB and evaluating Dexie, tens of
 * ms at 4× CPU), and, once the results stand still, the first result's chapter. A tap then draws the passage without
 * waiting for them (they are most of a first tap's time at 4× CPU). Results that came with the page
 * (`arrived`: its address, or Back) are not being typed past: their code and chapter load at once.
 */
export function useReadyToOpen(first: { ruleset: string; id: string } | undefined, arrived: boolean): void {
  const any = first !== undefined;
  useEffect(() => {
    if (!any) return;
    let cancelled = false;
    const preload = () => void preloadSectionPage().catch(() => undefined);
    if (arrived) preload();
    void whenIdle().then(() => {
      if (cancelled) return;
      if (!arrived) preload();
      void getDB();
    });
    return () => void (cancelled = true);
  }, [any]);

  const ruleset = first?.ruleset;
  const id = first?.id;
  useEffect(() => {
    if (!ruleset || !id) return;
    let cancelled = false;
    if (arrived) {
      loadSectionEarly(ruleset, id);
      return;
    }
    const timer = setTimeout(() => void whenIdle().then(() => !cancelled && loadSectionEarly(ruleset, id)), READING_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [ruleset, id]);
}
