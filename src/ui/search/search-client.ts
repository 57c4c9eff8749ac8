import { afterPaint } from '../after-paint.ts';
import { markFirstDataLoaded } from '../data/first-data.ts';
import { fetchOk } from '../data/fetch-json.ts';
import { MANIFEST } from '../data/rulesets.ts';
import type { FromSearchWorker, ToSearchWorker } from './protocol.ts';
import type { FoundHit } from './result-view.ts';
import { scopeIds } from './scope.ts';
import { takeEarlyFetch } from './early-fetches.ts';

/** The worker's answer to one search. */
export type SearchAnswer =
  | { ok: true; text: string; ruleset: string | null; hits: FoundHit[] }
  /** `ruleset`: the rulebook whose files failed to load. */
  | { ok: false; message: string; ruleset: string };

let worker: Worker | null = null;
const ready = new Set<string>();
const failures = new Map<string, string>();
const readyListeners = new Set<() => void>();
/** Searches sent and not yet answered, by sequence number. */
const waiting = new Map<number, (answer: SearchAnswer | null) => void>();
let lastSeq = 0;
/** Results a search asks for unless told otherwise. */
const DEFAULT_LIMIT = 30;
/** Limit of each search sent, by sequence number, to file its answer under. */
const limits = new Map<number, number>();
/** The last search sent, so the same one asked again before its answer is not sent twice. */
let latest: {
  seq: number;
  text: string;
  ruleset: string | null;
  limit: number;
  answered: Promise<SearchAnswer | null>;
  /** Answered from what the page already had (the worker only looks ahead from it). */
  known: boolean;
} | null = null;

const post = (message: ToSearchWorker, transfer: Transferable[] = []): void => worker?.postMessage(message, transfer);

/**
 * Answers the worker has given, for texts typed and for texts one key on (found ahead of the keystroke): a
 * keystroke whose answer is here is painted with its results in its own frame. The latest few are kept.
 */
const known = new Map<string, SearchAnswer | { text: string; ruleset: string | null; json: string }>();
const KNOWN_KEPT = 64;
/** Search reads text in lower case (tested): "can I" has the answer of "can i", which the worker found ahead. */
const knownKey = (text: string, ruleset: string | null, limit: number) =>
  `${limit} ${ruleset ?? ''} ${text.toLowerCase()}`;
function remember(
  answer: Extract<SearchAnswer, { ok: true }> | { text: string; ruleset: string | null; json: string },
  limit: number,
): void {
  const key = knownKey(answer.text, answer.ruleset, limit);
  known.delete(key);
  known.set(key, answer);
  if (known.size > KNOWN_KEPT) known.delete(known.keys().next().value ?? '');
}

/** The worker's answer to this search if it has already given it (typed before, or found ahead); else undefined. */
export function knownAnswer(text: string, ruleset: string | null, limit = DEFAULT_LIMIT): SearchAnswer | undefined {
  const key = knownKey(text, ruleset, limit);
  const found = known.get(key);
  if (!found) return undefined;
  const answer: SearchAnswer =
    'json' in found ? { ok: true, text, ruleset, hits: JSON.parse(found.json) as FoundHit[] } : found;
  if (answer !== found) known.set(key, answer);
  return answer.ok && answer.text !== text ? { ...answer, text } : answer;
}

/** The rulesets a search covers: one, several (an event's, see scope.ts), or all. */
export function scopeOf(ruleset: string | null): string[] {
  return scopeIds(ruleset) ?? MANIFEST.map((m) => m.meta.id);
}

/** Rulesets whose files are loaded or on their way; one that failed is asked for again with the next search. */
const requested = new Set<string>();
/** The search number current when each ruleset's files were last asked for. */
const askedAt = new Map<string, number>();

async function bytesOf(url: string): Promise<ArrayBuffer> {
  return (await fetchOk(url, takeEarlyFetch(url))).arrayBuffer();
}

/**
 * Has the worker load the rulesets' files. Served by the service worker, they are read in a few milliseconds and the
 * worker reads them itself (the page is busy drawing itself then). On a first visit, the page fetches them from the
 * first moment, while the worker's own script is still on its way, and hands them over without a copy.
 */
function loadSources(ids: readonly string[]): void {
  const local = !!navigator.serviceWorker?.controller;
  for (const id of ids) {
    const m = MANIFEST.find((r) => r.meta.id === id);
    if (!m || requested.has(id)) continue;
    requested.add(id);
    askedAt.set(id, lastSeq);
    post({ type: 'fetching', ruleset: id });
    if (local) post({ type: 'load', sources: [{ id, indexUrl: m.indexUrl, searchUrl: m.searchUrl }] });
    else
      Promise.all([bytesOf(m.indexUrl), bytesOf(m.searchUrl)]).then(
        ([index, search]) => post({ type: 'load', sources: [{ id, index, search }] }, [index, search]),
        (error: Error) => post({ type: 'load', sources: [{ id, error: error.message }] }),
      );
  }
}

/** Calls `then` once every ruleset of `ids` is loaded or has failed (at once if they all are). */
function afterLoaded(ids: readonly string[], then: () => void): void {
  const check = () => {
    if (!ids.every((id) => ready.has(id) || failures.has(id))) return;
    readyListeners.delete(check);
    then();
  };
  readyListeners.add(check);
  check();
}

/**
 * Every search sent before `seq` is stale: its answer, if the worker ever gives it, is dropped, and nothing more
 * comes for it (answers ahead follow only the latest).
 */
function forgetOlderThan(seq: number): void {
  for (const [older, resolve] of waiting)
    if (older < seq) {
      waiting.delete(older);
      resolve(null);
    }
  for (const older of limits.keys()) if (older < seq) limits.delete(older);
}

function onMessage(message: FromSearchWorker): void {
  if (message.type === 'ready') {
    ready.add(message.ruleset);
    failures.delete(message.ruleset);
    for (const listener of [...readyListeners]) listener();
  } else if (message.type === 'failed') {
    requested.delete(message.ruleset);
    failures.set(message.ruleset, message.message);
    for (const listener of [...readyListeners]) listener();
  } else if (message.type === 'ahead') {
    forgetOlderThan(message.seq);
    const limit = limits.get(message.seq);
    if (limit !== undefined)
      for (const { text, hits } of message.answers) remember({ text, ruleset: message.ruleset, json: hits }, limit);
  } else {
    forgetOlderThan(message.seq);
    const resolve = waiting.get(message.seq);
    waiting.delete(message.seq);
    if (message.type === 'error' && resolve && retried(message.seq, message.ruleset, resolve)) return;
    const answer: SearchAnswer =
      message.type === 'results'
        ? { ok: true, text: message.text, ruleset: message.ruleset, hits: message.hits }
        : { ok: false, message: message.message, ruleset: message.ruleset };
    const limit = limits.get(message.seq);
    if (answer.ok && limit !== undefined) remember(answer, limit);
    resolve?.(answer);
  }
}

/**
 * A search typed while a ruleset's files were already on their way, which then failed (asked for while the
 * network was down, say), is sent once more with a fetch of its own: its keystroke came after the network may be
 * back. Returns false when the failed fetch was the search's own.
 */
function retried(seq: number, ruleset: string, resolve: (answer: SearchAnswer | null) => void): boolean {
  const search = latest;
  if (search?.seq !== seq || (askedAt.get(ruleset) ?? seq) >= seq) return false;
  sendSearch(search.text, search.ruleset, search.limit, search.answered, resolve);
  return true;
}

/**
 * Numbers a search and sends it to the worker, its answer going to `resolve`. Files that failed are asked for again,
 * numbered with this search: their failure then is its answer.
 */
function sendSearch(
  text: string,
  ruleset: string | null,
  limit: number,
  answered: Promise<SearchAnswer | null>,
  resolve: (answer: SearchAnswer | null) => void,
): void {
  const seq = ++lastSeq;
  if (!worker || failures.size) startSearch(ruleset);
  limits.set(seq, limit);
  waiting.set(seq, resolve);
  latest = { seq, text, ruleset, limit, answered, known: false };
  post({ type: 'search', seq, text, ruleset, scope: scopeOf(ruleset), limit });
}

/** Starts the search worker (once) and has it load every index: those of `ruleset`'s scope, then the others. */
export function startSearch(ruleset: string | null): void {
  if (!worker) {
    // `npm run bench` times the worker's start-up from this mark to rk:search-ready.
    performance.mark('rk:search-worker-start');
    worker = new Worker(new URL('./search.worker.ts', import.meta.url), { type: 'module', name: 'search' });
    worker.addEventListener('message', (event: MessageEvent<FromSearchWorker>) => onMessage(event.data));
  }
  // The scope asked for first, the rest once it is in: on a first visit over a slow network they would share it with
  // the files searched (a judge who changes the filter later finds the others loaded).
  const first = scopeOf(ruleset);
  loadSources(first);
  const rest = scopeOf(null).filter((id) => !first.includes(id));
  if (rest.length) afterLoaded(first, () => loadSources(rest));
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
 * worker answers only the latest of those waiting, and the page paints only the latest). A search already
 * answered resolves at once; the worker is told of it after the next paint, to look ahead from it.
 */
export function requestSearch(
  text: string,
  ruleset: string | null,
  limit = DEFAULT_LIMIT,
): Promise<SearchAnswer | null> {
  // The same search asked again (sent by the keystroke, asked again as it renders): one trip to the worker.
  if (
    latest &&
    (latest.known || waiting.has(latest.seq)) &&
    latest.text === text &&
    latest.ruleset === ruleset &&
    latest.limit === limit
  )
    return latest.answered;
  const known = knownAnswer(text, ruleset, limit);
  if (known) {
    const asked = { seq: lastSeq, text, ruleset, limit, answered: Promise.resolve(known), known: true };
    latest = asked;
    // Posting costs the keystroke's frame ~2 ms at 4× CPU, and nothing waits on it but the answers ahead. Not once a
    // later keystroke has been sent: the worker would take this older text for the newer search and drop that.
    afterPaint(() => latest === asked && lookAheadFrom(text, ruleset, limit));
    return asked.answered;
  }
  let resolve: (answer: SearchAnswer | null) => void = () => {};
  const answered = new Promise<SearchAnswer | null>((done) => (resolve = done));
  sendSearch(text, ruleset, limit, answered, resolve);
  return answered;
}

/** Tells the worker the page has the answer to `text` (or that the box is empty): it answers ahead of it. */
function lookAheadFrom(text: string, ruleset: string | null, limit: number): void {
  if (!worker) startSearch(ruleset);
  const seq = ++lastSeq;
  limits.set(seq, limit);
  post({ type: 'search', seq, text, ruleset, scope: scopeOf(ruleset), limit, answered: true });
}

/**
 * Has the worker answer ahead of the first key typed into an empty box (every letter: a lone letter is a search
 * of its own), once the next frame is out. Returns a cancel.
 */
export function lookAheadOfEmpty(ruleset: string | null, limit = DEFAULT_LIMIT): () => void {
  return afterPaint(() => lookAheadFrom('', ruleset, limit));
}
