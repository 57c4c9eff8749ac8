import { useEffect, useLayoutEffect, useState } from 'preact/hooks';
import { afterPaint } from '../after-paint.ts';
import type { FoundHit } from './result-view.ts';
import {
  type SearchAnswer,
  isSearchReady,
  knownAnswer,
  lookAheadOfEmpty,
  requestSearch,
  startSearch,
  whenSearchReady,
} from './search-client.ts';

export type SearchState =
  | { status: 'idle' }
  | { status: 'loading' }
  /** `ruleset`: the rulebook whose search files failed to load. */
  | { status: 'error'; message: string; ruleset: string }
  /** `text` is what these hits answer: the text typed a keystroke ago, until the worker answers this one. */
  | { status: 'done'; hits: FoundHit[]; text: string };

/**
 * Results for what is typed, from the search worker. The latest keystroke wins: an answer to an earlier one is
 * never painted over it. Until the new answer comes (a few milliseconds), the previous results stay on screen.
 */
export function useSearch(text: string, ruleset: string | null): SearchState {
  /** The latest answer, with the text it answers (a failure's too: shown only while that text is in the box). */
  const [answer, setAnswer] = useState<(SearchAnswer & { text: string }) | null>(null);
  useEffect(() => {
    startSearch(ruleset);
    // A file that failed is shown as the answer to the search typed, which fetches it again: not here, where it
    // would stay on screen while that fetch is on its way.
    whenSearchReady(ruleset).catch(() => {});
  }, [ruleset]);
  // Sent as the keystroke is rendered, not after the next paint (useEffect): a frame sooner to the worker.
  useLayoutEffect(() => {
    if (!text.trim()) return lookAheadOfEmpty(ruleset);
    const known = knownAnswer(text, ruleset);
    // Painted from what was found ahead (see below); kept once the frame is out, without drawing it twice in it.
    if (known) {
      void requestSearch(text, ruleset);
      return afterPaint(() => setAnswer({ ...known, text }));
    }
    let live = true;
    void requestSearch(text, ruleset).then((next) => live && next && setAnswer({ ...next, text }));
    return () => {
      live = false;
    };
  }, [text, ruleset]);
  if (!text.trim()) return { status: 'idle' };
  if (answer && !answer.ok && answer.text === text)
    return { status: 'error', message: answer.message, ruleset: answer.ruleset };
  // Answered already (found ahead of this keystroke, or typed before): painted with the keystroke.
  const known =
    answer?.ok && answer.text === text && answer.ruleset === ruleset ? undefined : knownAnswer(text, ruleset);
  if (known?.ok) return { status: 'done', hits: known.hits, text: known.text };
  if (answer?.ok && answer.ruleset === ruleset && (answer.text === text || isSearchReady(ruleset)))
    return { status: 'done', hits: answer.hits, text: answer.text };
  return { status: 'loading' };
}
