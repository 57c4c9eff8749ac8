import { markFirstDataLoaded } from '../data/first-data.ts';
import { MANIFEST } from '../data/rulesets.ts';
import type { FromSearchWorker, SearchSource, ToSearchWorker } from './protocol.ts';
import type { FoundHit } from './result-view.ts';
import { scopeIds } from './scope.ts';

/** The worker's answer to one search. */
export type SearchAnswer =
  { ok: true; text: string; ruleset: string | null; hits: FoundHit[] } | { ok: false; message: string };

let worker: Worker | null = null;
const ready = new Set<string>();
const failures = new Map<string, string>();
const readyListeners = new Set<() => void>();
/** Searches sent and not yet answered, by sequence number. */
const waiting = new Map<number, (answer: SearchAnswer | null) => void>();
let lastSeq = 0;
/** The last search sent, so the same one asked again before its answer is not sent twice. */
let latest: {
  seq: number;
  text: string;
  ruleset: string | null;
  limit: number;
  answered: Promise<SearchAnswer | null>;
} | null = null;

const post = (message: ToSearchWorker): void => worker?.postMessage(message);

/** The rulesets a search covers: one, several (an event's, see scope.ts), or all. */
export function scopeOf(ruleset: string | null): string[] {
  return scopeIds(ruleset) ?? MANIFEST.map((m) => m.meta.id);
}

function sourcesFor(ruleset: string | null): SearchSource[] {
  // The scope asked for first, then the rest: a judge who changes the filter finds the others loaded.
  const first = scopeOf(ruleset);
  const ids = [...first, ...scopeOf(null).filter((id) => !first.includes(id))];
  return ids.flatMap((id) => {
    const m = MANIFEST.find((r) => r.meta.id === id);
    return m ? [{ id, indexUrl: m.indexUrl, searchUrl: m.searchUrl }] : [];
  });
}

function onMessage(message: FromSearchWorker): void {
  if (message.type === 'ready') {
    ready.add(message.ruleset);
    failures.delete(message.ruleset);
    for (const listener of [...readyListeners]) listener();
  } else if (message.type === 'failed') {
    failures.set(message.ruleset, message.message);
    for (const listener of [...readyListeners]) listener();
  } else {
    // Every search sent before this one is stale: its answer, if the worker ever gives it, is dropped.
    for (const [seq, resolve] of waiting)
      if (seq < message.seq) {
        waiting.delete(seq);
        resolve(null);
      }
    const resolve = waiting.get(message.seq);
    waiting.delete(message.seq);
    resolve?.(
      message.type === 'results'
        ? { ok: true, text: message.text, ruleset: message.ruleset, hits: message.hits }
        : { ok: false, message: message.message },
    );
  }
}

/** Starts the search worker (once) and has it load every index, `ruleset`'s first. */
export function startSearch(ruleset: string | null): void {
  if (!worker) {
    // `npm run bench` times the worker's start-up from this mark to rk:search-ready.
    performance.mark('rk:search-worker-start');
    worker = new Worker(new URL('./search.worker.ts', import.meta.url), { type: 'module', name: 'search' });
    worker.addEventListener('message', (event: MessageEvent<FromSearchWorker>) => onMessage(event.data));
  }
  post({ type: 'load', sources: sourcesFor(ruleset) });
}

/** True when every index in scope is loaded. */
export function isSearchReady(ruleset: string | null): boolean {
  return scopeOf(ruleset).every((id) => ready.has(id));
}

/** Resolves when the scope can be searched (rejects with the first failure); marks it for `npm run bench`. */
export function whenSearchReady(ruleset: string | null): Promise<void> {
  return new Promise((resolve, reject) => {
    const check = () => {
      const failure = scopeOf(ruleset)
        .map((id) => failures.get(id))
        .find((m) => m !== undefined);
      if (failure !== undefined) {
        readyListeners.delete(check);
        reject(new Error(failure));
      } else if (isSearchReady(ruleset)) {
        readyListeners.delete(check);
        // `npm run bench` times first paint to this mark: from here a keystroke is answered at once.
        performance.mark('rk:search-ready', { detail: { ruleset } });
        markFirstDataLoaded();
        resolve();
      }
    };
    readyListeners.add(check);
    check();
  });
}

/**
 * Sends a search to the worker. Resolves with its answer, or with null when a later search overtook it (the
 * worker answers only the latest of those waiting, and the page paints only the latest).
 */
export function requestSearch(text: string, ruleset: string | null, limit = 30): Promise<SearchAnswer | null> {
  // The same search still unanswered (sent by the keystroke, asked again as it renders): one trip to the worker.
  if (latest && waiting.has(latest.seq) && latest.text === text && latest.ruleset === ruleset && latest.limit === limit)
    return latest.answered;
  if (!worker || failures.size) startSearch(ruleset);
  const seq = ++lastSeq;
  const answered = new Promise<SearchAnswer | null>((resolve) => waiting.set(seq, resolve));
  latest = { seq, text, ruleset, limit, answered };
  post({ type: 'search', seq, text, ruleset, scope: scopeOf(ruleset), limit });
  return answered;
}
