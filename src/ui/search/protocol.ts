import type { FoundHit } from './result-view.ts';

/**
 * Where the worker finds a ruleset's prebuilt index and search file (SearchData: the entries' shown fields and the
 * synonyms): at their addresses, or as the page fetched them (handed over, not copied), or why they could not be
 * fetched.
 */
export type SearchSource =
  | { id: string; indexUrl: string; searchUrl: string }
  | { id: string; index: ArrayBuffer; search: ArrayBuffer }
  | { id: string; error: string };

/** Messages the page sends the search worker. */
export type ToSearchWorker =
  | { type: 'load'; sources: SearchSource[] }
  /** The page is fetching a ruleset's files (again, after a failure): searches in its scope wait for them. */
  | { type: 'fetching'; ruleset: string }
  | {
      type: 'search';
      seq: number;
      text: string;
      ruleset: string | null;
      scope: string[];
      limit: number;
      /** The page has this search's answer (it was found ahead): only look ahead from it. */
      answered?: boolean;
    };

/** Messages the search worker sends back. `seq` answers the search of that number; older ones are dropped. */
export type FromSearchWorker =
  | { type: 'ready'; ruleset: string; ms: number }
  | { type: 'failed'; ruleset: string; message: string }
  | { type: 'results'; seq: number; text: string; ruleset: string | null; hits: FoundHit[] }
  /**
   * Answers to texts not asked yet, one key on from search `seq`'s: painted with that keystroke if it comes. Their
   * hits travel as JSON, read only for the keystroke that comes (most never do): copying them into the page as
   * objects cost it ~4 ms a keystroke at 4× CPU.
   */
  | { type: 'ahead'; seq: number; ruleset: string | null; answers: { text: string; hits: string }[] }
  /** Search `seq` cannot be answered: `ruleset`'s files failed to load. */
  | { type: 'error'; seq: number; ruleset: string; message: string };
