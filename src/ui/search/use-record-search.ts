import { useEffect, useRef } from 'preact/hooks';
import { recordSearch } from '../../core/storage/history.ts';

/** A pause this long in typing, with results on screen, means the judge read them: the search is remembered. */
const PAUSE_MS = 1500;

/**
 * Remembers the search when the judge pauses typing or leaves the page with results on screen (opening one),
 * never on every keystroke.
 */
export function useRecordSearch(text: string, ruleset: string | null, resultCount: number): void {
  const latest = useRef({ text, ruleset, resultCount });
  latest.current = { text, ruleset, resultCount };
  useEffect(() => {
    if (!resultCount) return;
    const timer = setTimeout(() => void recordSearch(text, ruleset), PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text, ruleset, resultCount > 0]);
  useEffect(
    () => () => {
      const { text: t, ruleset: r, resultCount: n } = latest.current;
      if (n) void recordSearch(t, r);
    },
    [],
  );
}
