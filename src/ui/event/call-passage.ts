import { useEffect, useState } from 'preact/hooks';
import { answersWeakly } from '../../core/search/confidence.ts';
import { findManifest } from '../data/rulesets.ts';
import type { FoundHit } from '../search/result-view.ts';
import { eventScope } from '../search/scope.ts';
import { requestSearch, startSearch, whenSearchReady } from '../search/search-client.ts';

/** The passage the app finds for a player's words: the first result of the same offline search, in the worker. */
export type CallPassage =
  | { state: 'none' }
  | { state: 'searching' }
  | { state: 'found'; hit: FoundHit; weak: boolean }
  | { state: 'nothing' }
  | { state: 'error'; message: string };

/** Results a call's search asks for: only the first is shown, the rest tell whether it is "not sure". */
const LIMIT = 5;
/** A search overtaken by another (the header's search box) is asked again, this many times at most. */
const TRIES = 4;

/** The rulebooks a call is searched in: the game the player chose when the app has it, else the event's. */
export function callScope(game: string | undefined): string | null {
  return game && findManifest(game) ? game : eventScope();
}

const found = new Map<string, CallPassage>();
const listeners = new Set<() => void>();
/** Searches run one after another: the worker answers only the latest of those waiting. */
let queue: Promise<unknown> = Promise.resolve();

const keyOf = (text: string, scope: string | null) => `${scope ?? ''}\n${text.trim().toLowerCase()}`;

/** Has the worker load the event's rulebooks ahead of the first call, so its passage shows as the call does. */
export function prepareCallSearch(): void {
  const scope = callScope(undefined);
  startSearch(scope);
  // Followed to its end, so the page marks rk:search-ready; a failure is told on the first call's card.
  void whenSearchReady(scope).catch(() => {});
}

async function search(text: string, scope: string | null): Promise<CallPassage> {
  startSearch(scope);
  try {
    await whenSearchReady(scope);
  } catch (e) {
    return { state: 'error', message: `The rules could not be searched on this phone: ${(e as Error).message}` };
  }
  for (let i = 0; i < TRIES; i++) {
    const answer = await requestSearch(text.trim(), scope, LIMIT);
    if (!answer) continue;
    if (!answer.ok) return { state: 'error', message: answer.message };
    const hit = answer.hits[0];
    return hit ? { state: 'found', hit, weak: answersWeakly(answer.hits) } : { state: 'nothing' };
  }
  return { state: 'error', message: 'The search was interrupted; open the call again to search its words.' };
}

/** What is known of a call's passage now; starts its search when none has run (queued behind the others). */
export function callPassage(text: string, game?: string): CallPassage {
  if (!text.trim()) return { state: 'none' };
  const scope = callScope(game);
  const key = keyOf(text, scope);
  const known = found.get(key);
  if (known) return known;
  found.set(key, { state: 'searching' });
  queue = queue.then(async () => {
    const result = await search(text, scope);
    found.set(key, result);
    listeners.forEach((l) => l());
  });
  return { state: 'searching' };
}

/** The passage for a call's words, following its search. */
export function useCallPassage(text: string, game?: string): CallPassage {
  const [, setTick] = useState(0);
  useEffect(() => {
    const l = () => setTick((t) => t + 1);
    listeners.add(l);
    return () => void listeners.delete(l);
  }, []);
  return callPassage(text, game);
}
