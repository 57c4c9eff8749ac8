import { EARLY_FETCHES } from '../../core/content/page-markers.ts';

type EarlyFetches = Record<typeof EARLY_FETCHES, Record<string, Promise<Response>> | undefined>;

/**
 * The fetch of `url` that home's inline script started as the page was parsed, on a first visit
 * (src/build/vite/prerendered-pages.ts), taken once; undefined if it started none.
 */
export function takeEarlyFetch(url: string): Promise<Response> | undefined {
  const fetches = (window as unknown as EarlyFetches)[EARLY_FETCHES];
  const early = fetches?.[url];
  if (fetches) delete fetches[url];
  return early;
}
