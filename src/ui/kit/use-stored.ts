import { useEffect, useState } from 'preact/hooks';
import { onDataChanged } from '../../core/storage/changes.ts';

/** Stored data for a component, loaded once and again after any change (in this tab or another). */
export function useStored<T>(load: () => Promise<T>, initial: T, deps: unknown[] = []): { value: T; loaded: boolean } {
  const [state, setState] = useState({ value: initial, loaded: false });
  useEffect(() => {
    let live = true;
    const refresh = () => void load().then((value) => live && setState({ value, loaded: true }));
    refresh();
    const off = onDataChanged(refresh);
    return () => {
      live = false;
      off();
    };
  }, deps);
  return state;
}
