import type { FoundHit } from './result-view.ts';

/** Where the worker finds a ruleset's prebuilt index and the entry fields results show. */
export interface SearchSource {
  id: string;
  indexUrl: string;
  /** SearchData: the entries' shown fields and the synonyms. */
  searchUrl: string;
}

/** Messages the page sends the search worker. */
export type ToSearchWorker =
  | { type: 'load'; sources: SearchSource[] }
  | { type: 'search'; seq: number; text: string; ruleset: string | null; scope: string[]; limit: number };

/** Messages the search worker sends back. `seq` answers the search of that number; older ones are dropped. */
export type FromSearchWorker =
  | { type: 'ready'; ruleset: string; ms: number }
  | { type: 'failed'; ruleset: string; message: string }
  | { type: 'results'; seq: number; text: string; ruleset: string | null; hits: FoundHit[] }
  | { type: 'error'; seq: number; message: string };
