import { useEffect, useRef } from 'preact/hooks';
import { installUnloadBackup } from './unload-backup.ts';

// Before any draft is read or written: every page with a draft uses this hook.
installUnloadBackup();

/** Typing pauses this long before a draft is written: every few words, not every key. */
export const DRAFT_DELAY_MS = 400;

/** What a form does with its draft writer. */
export interface DraftWriter<T> {
  /** The judge changed something: written after a pause in typing, or at once when the page goes away. */
  change: (value: T) => void;
  /** Forget a change not yet written (the form was saved or cleared). */
  cancel: () => void;
  /** Write a change not yet written, now. */
  flush: () => void;
  /** The same, as the page goes away: the write starts before this returns. */
  flushNow: () => void;
}

/**
 * Writes a form's draft a moment after typing stops, and at once when the page is hidden or closed (a reload, the
 * update prompt's Reload, switching apps) or the form goes away, so the last words typed are never lost. The value
 * to write is handed over from the input handler, not from an effect, so it is known even if the page goes away
 * before the next render; as the page goes away it is written with `writeNow`, which must start its write
 * synchronously.
 */
export function useDraftWriter<T>(
  write: (value: T) => Promise<void>,
  writeNow: (value: T) => void,
  delay = DRAFT_DELAY_MS,
): DraftWriter<T> {
  const pending = useRef<{ value: T } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const writers = useRef({ write, writeNow });
  writers.current = { write, writeNow };
  const api = useRef<DraftWriter<T> | null>(null);
  api.current ??= makeWriter();
  function makeWriter(): DraftWriter<T> {
    const take = (): { value: T } | null => {
      clearTimeout(timer.current);
      const next = pending.current;
      pending.current = null;
      return next;
    };
    const flush = () => {
      const next = take();
      if (next) void writers.current.write(next.value);
    };
    const flushNow = () => {
      const next = take();
      if (next) writers.current.writeNow(next.value);
    };
    return {
      flush,
      flushNow,
      change: (value) => {
        pending.current = { value };
        clearTimeout(timer.current);
        timer.current = setTimeout(flush, delay);
      },
      cancel: () => {
        clearTimeout(timer.current);
        pending.current = null;
      },
    };
  }
  const writer = api.current;
  useEffect(() => {
    const { flush, flushNow } = writer;
    const onVisibility = () => document.visibilityState === 'hidden' && flushNow();
    addEventListener('pagehide', flushNow);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      removeEventListener('pagehide', flushNow);
      document.removeEventListener('visibilitychange', onVisibility);
      flush();
    };
  }, []);
  return writer;
}
