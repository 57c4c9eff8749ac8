/**
 * The search worker: a thin host of the shared engine (src/core/search/engine.ts). It loads the prebuilt indexes
 * and the entry fields results show, runs every search and cuts the snippets, so the page's main thread only
 * sends what is typed and paints what comes back.
 */
import type { SearchData } from '../../core/content/manifest.ts';
import { searchText } from '../../core/search/documents.ts';
import { type SearchableRuleset, prepareRanking, search } from '../../core/search/engine.ts';
import { loadSearchIndex } from '../../core/search/index.ts';
import { prepareSnippet } from '../../core/search/snippet.ts';
import type { FromSearchWorker, SearchSource, ToSearchWorker } from './protocol.ts';
import { type FoundHit, type ShownEntry, resultView, shownEntry } from './result-view.ts';

interface Loaded {
  searchable: SearchableRuleset;
  entries: Map<string, ShownEntry>;
}

/** Longest stretch of idle preparation before the worker looks for a search to answer. */
const SLICE_MS = 4;

const loading = new Map<string, Promise<void>>();
const loaded = new Map<string, Loaded>();
const failed = new Map<string, string>();
/** The latest search asked for: earlier ones still waiting are dropped (a later keystroke wins). */
let pending: Extract<ToSearchWorker, { type: 'search' }> | null = null;
let answerScheduled = false;
const idleWork: (() => void)[] = [];

const send = (message: FromSearchWorker): void => postMessage(message);

async function fetchText(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.text();
}

async function load(source: SearchSource): Promise<void> {
  const start = performance.now();
  failed.delete(source.id);
  try {
    const [indexJson, dataJson] = await Promise.all([fetchText(source.indexUrl), fetchText(source.searchUrl)]);
    const data = JSON.parse(dataJson) as SearchData;
    const entries = new Map(data.entries.map((e) => [e.id, shownEntry(e)]));
    const searchable: SearchableRuleset = {
      id: source.id,
      ...(await loadSearchIndex(indexJson)),
      synonyms: data.synonyms,
      text: (id) => searchText(entries.get(id)),
      passages: (id) => entries.get(id)?.passages,
      names: data.names,
    };
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
    // Asked for again (the next search, the next page), it is tried again: the network may be back.
    loading.delete(source.id);
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
    const end = performance.now() + SLICE_MS;
    while (idleWork.length && performance.now() < end && !pending) idleWork.shift()?.();
    scheduleIdleWork();
  }, 0);
}

/** Answers the latest search once every ruleset in its scope is loaded (or one of them has failed). */
function answer(): void {
  const request = pending;
  if (!request) return;
  const failure = request.scope.map((id) => failed.get(id)).find((m) => m !== undefined);
  if (failure) {
    pending = null;
    return send({ type: 'error', seq: request.seq, message: failure });
  }
  const scope = request.scope.flatMap((id) => loaded.get(id) ?? []);
  if (scope.length < request.scope.length) return;
  pending = null;
  const hits = search(
    scope.map((r) => r.searchable),
    // Several rulebooks in scope (an event's) are searched as "all" of those loaded for it.
    { text: request.text, ruleset: request.scope.length === 1 ? request.ruleset : null, limit: request.limit },
  );
  const found = hits.flatMap((hit): FoundHit[] => {
    const view = resultView(hit, (id) => loaded.get(hit.ruleset)?.entries.get(id));
    return view ? [{ ...hit, view }] : [];
  });
  send({ type: 'results', seq: request.seq, text: request.text, ruleset: request.ruleset, hits: found });
  scheduleIdleWork();
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
  if (message.type === 'load') {
    for (const source of message.sources) if (!loading.has(source.id)) loading.set(source.id, load(source));
  } else {
    pending = message;
    scheduleAnswer();
  }
});
