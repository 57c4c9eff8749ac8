/**
 * The search worker: a thin host of the shared engine (src/core/search/engine.ts). It reads the prebuilt indexes
 * and the entry fields results show (on a first visit fetched by the page, which starts before this worker's script
 * has come), runs every search and cuts the snippets, so the page's main thread only sends what is typed and paints
 * what comes back.
 */
import type { SearchData } from '../../core/content/manifest.ts';
import { answersWeakly, betterElsewhere } from '../../core/search/confidence.ts';
import { type SearchableRuleset, prepareRanking, search } from '../../core/search/engine.ts';
import { likelyNextTexts } from '../../core/search/next-keystrokes.ts';
import { prepareSnippet } from '../../core/search/snippet.ts';
import { fetchOk } from '../data/fetch-json.ts';
import type { FromSearchWorker, SearchSource, ToSearchWorker } from './protocol.ts';
import { type ReadEntry, readEntries, searchableFromData } from '../../core/search/searchable.ts';
import { type FoundHit, resultView } from './result-view.ts';

interface Loaded {
  searchable: SearchableRuleset;
  entries: Map<string, ReadEntry>;
}

/** Longest stretch of idle preparation before the worker looks for a search to answer. */
const SLICE_MS = 4;

const loaded = new Map<string, Loaded>();
const failed = new Map<string, string>();
/** The latest search asked for: earlier ones still waiting are dropped (a later keystroke wins). */
let pending: Extract<ToSearchWorker, { type: 'search' }> | null = null;
let answerScheduled = false;
/** The latest search heard of. */
let lastSeq = 0;
const idleWork: (() => void)[] = [];
/** The last search answered and the texts one key on from it still to answer ahead, likeliest first. */
let ahead: { request: Extract<ToSearchWorker, { type: 'search' }>; scope: Loaded[]; texts: string[] } | null = null;

const send = (message: FromSearchWorker): void => postMessage(message);

async function fetchText(url: string): Promise<string> {
  return (await fetchOk(url)).text();
}

/** The index's and the search file's text, fetched here or handed over by the page. */
async function sourceTexts(source: SearchSource): Promise<[string, string]> {
  if ('error' in source) throw new Error(source.error);
  if ('indexUrl' in source) return Promise.all([fetchText(source.indexUrl), fetchText(source.searchUrl)]);
  const decoder = new TextDecoder();
  return [decoder.decode(source.index), decoder.decode(source.search)];
}

async function load(source: SearchSource): Promise<void> {
  const start = performance.now();
  try {
    const [indexJson, dataJson] = await sourceTexts(source);
    const data = JSON.parse(dataJson) as SearchData;
    const entries = readEntries(data);
    const searchable = await searchableFromData(source.id, indexJson, data, entries);
    loaded.set(source.id, { searchable, entries });
    send({ type: 'ready', ruleset: source.id, ms: performance.now() - start });
    // Words of every entry read ahead of the keystrokes that rank and snippet them, a slice at a time.
    for (const entry of entries.values())
      idleWork.push(() => {
        prepareRanking(searchable, entry.id);
        prepareSnippet(entry.text);
      });
    scheduleIdleWork();
  } catch (error) {
    // Asked for again by the page (the next search, the next page): the network may be back.
    failed.set(source.id, (error as Error).message);
    send({ type: 'failed', ruleset: source.id, message: (error as Error).message });
  }
  scheduleAnswer();
}

let idleScheduled = false;
function scheduleIdleWork(): void {
  if (idleScheduled || !idleWork.length) return;
  idleScheduled = true;
  setTimeout(() => {
    idleScheduled = false;
    // A search, or the answers ahead of the next keystroke, come first.
    if (pending || ahead) return;
    const end = performance.now() + SLICE_MS;
    while (idleWork.length && performance.now() < end && !pending) idleWork.shift()?.();
    scheduleIdleWork();
  }, 0);
}

/** The hits for `text` in `scope`, with what the list shows of each. */
function hitsFor(
  scope: readonly Loaded[],
  text: string,
  request: { ruleset: string | null; scope: string[]; limit: number },
): FoundHit[] {
  const hits = search(
    scope.map((r) => r.searchable),
    // Several rulebooks in scope (an event's) are searched as "all" of those loaded for it.
    { text, ruleset: request.scope.length === 1 ? request.ruleset : null, limit: request.limit },
  );
  const found = hits.flatMap((hit): FoundHit[] => {
    const view = resultView(hit, (id) => loaded.get(hit.ruleset)?.entries.get(id));
    return view ? [{ ...hit, view }] : [];
  });
  const first = found[0];
  // Searching one rulebook that answers weakly: the other rulebooks at hand may state it (none is loaded for this).
  if (first && scope.length === 1 && answersWeakly(found)) {
    const others = [...loaded.values()].filter((r) => !scope.includes(r)).map((r) => r.searchable);
    const betterIn = others.length ? betterElsewhere(found, search(others, { text, limit: 1 })) : undefined;
    if (betterIn) found[0] = { ...first, betterIn };
  }
  return found;
}

/** Yields to messages already queued (a search) without the clamp nested timers get. */
const yielding = new MessageChannel();
let aheadScheduled = false;
function scheduleAhead(): void {
  if (aheadScheduled) return;
  aheadScheduled = true;
  yielding.port2.postMessage(null);
}
yielding.port1.onmessage = () => {
  aheadScheduled = false;
  answerAhead();
};

/**
 * Answers the texts one key on from the last search, likeliest first, sent a slice at a time: the page then paints
 * a keystroke it saw coming with the keystroke itself, not a frame later. A new search stops it. Each is one
 * search (measured in node: ~1 ms across all rulebooks), 9–10 of them a keystroke on average.
 */
function answerAhead(): void {
  const end = performance.now() + SLICE_MS;
  const answers: { text: string; hits: string }[] = [];
  const from = ahead;
  while (ahead && !pending && performance.now() < end) {
    const text = ahead.texts.shift();
    if (text === undefined) ahead = null;
    else answers.push({ text, hits: JSON.stringify(hitsFor(ahead.scope, text, ahead.request)) });
  }
  if (from && answers.length) send({ type: 'ahead', seq: from.request.seq, ruleset: from.request.ruleset, answers });
  if (ahead && !pending) scheduleAhead();
  else scheduleIdleWork();
}

/** Answers the latest search once every ruleset in its scope is loaded (or one of them has failed). */
function answer(): void {
  const request = pending;
  if (!request) return;
  const ruleset = request.scope.find((id) => failed.has(id));
  if (ruleset !== undefined) {
    pending = null;
    return send({ type: 'error', seq: request.seq, ruleset, message: failed.get(ruleset) ?? '' });
  }
  const scope = request.scope.flatMap((id) => loaded.get(id) ?? []);
  if (scope.length < request.scope.length) return;
  pending = null;
  if (!request.answered)
    send({
      type: 'results',
      seq: request.seq,
      text: request.text,
      ruleset: request.ruleset,
      hits: hitsFor(scope, request.text, request),
    });
  const texts = likelyNextTexts(
    scope.map((r) => r.searchable.words),
    request.text,
  );
  ahead = texts.length ? { request, scope, texts } : null;
  if (ahead) scheduleAhead();
  else scheduleIdleWork();
}

/** Answered in a task of its own, after any search messages already queued: only the last of them is run. */
function scheduleAnswer(): void {
  if (answerScheduled) return;
  answerScheduled = true;
  setTimeout(() => {
    answerScheduled = false;
    answer();
  }, 0);
}

addEventListener('message', (event: MessageEvent<ToSearchWorker>) => {
  const message = event.data;
  // Told before every load: a search meanwhile waits for it rather than repeat the last failure.
  if (message.type === 'fetching') failed.delete(message.ruleset);
  else if (message.type === 'load') {
    // The page fetches each ruleset once at a time; one loaded already is kept.
    for (const source of message.sources) if (!loaded.has(source.id)) void load(source);
  } else if (message.seq > lastSeq) {
    // Numbered as the page sent them; one told after a paint may come after a later one, which wins.
    lastSeq = message.seq;
    pending = message;
    scheduleAnswer();
  }
});
