import { useEffect, useState } from 'preact/hooks';
import { markFirstDataLoaded } from './first-data.ts';

/** A page's data: loading, there, failed, or `missing` (no rulebook by that name). */
export type LoadState<T> =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'error'; message: string }
  | { status: 'ready'; ruleset: T };

/**
 * A page's data by `key`: what `now` says at once (ready when already loaded), and while that is `loading`, what
 * `load` resolves to, or its error. An answer for a key the page has left is dropped.
 */
export function useLoadState<S extends { status: string }>(
  key: string,
  now: () => S,
  load: () => Promise<S>,
): S | { status: 'error'; message: string } {
  const [state, setState] = useState<S | { status: 'error'; message: string }>(now);
  useEffect(() => {
    let live = true;
    const current = now();
    setState(current);
    if (current.status !== 'loading') return;
    load().then(
      (next) => {
        markFirstDataLoaded();
        if (live) setState(next);
      },
      (error: Error) => live && setState({ status: 'error', message: error.message }),
    );
    return () => {
      live = false;
    };
  }, [key]);
  return state;
}
