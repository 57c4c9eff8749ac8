import { useEffect, useRef } from 'preact/hooks';
import type { SearchState } from './use-search.ts';

/**
 * Enter pressed before the worker has answered what is typed (the first search of a visit waits for the indexes,
 * a second or more on a slow phone) opens that answer's result once it comes, not the previous answer's or none.
 * `cancel` is for a keystroke that changes the search meanwhile.
 */
export function useOpenWhenAnswered(
  state: SearchState,
  text: string,
  openNow: () => void,
): { open: () => void; cancel: () => void } {
  const waiting = useRef(false);
  const answered = state.status === 'done' && state.text === text;
  useEffect(() => {
    if (!waiting.current || !answered) return;
    waiting.current = false;
    openNow();
  });
  return {
    open: () => {
      if (answered) openNow();
      else waiting.current = text.trim() !== '';
    },
    cancel: () => {
      waiting.current = false;
    },
  };
}
