import { STORE_KEYS, getJson, setJson } from '../local-store.ts';

/** The one-time notices already told on this device (localStorage: read synchronously, tiny). */
function told(): string[] {
  return (
    getJson(STORE_KEYS.told, (v) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : null)) ??
    []
  );
}

/** Whether `what` was told before on this device. */
export function wasTold(what: string): boolean {
  return told().includes(what);
}

/** Runs `tell` unless `what` was told before on this device; one-time news ("works offline") is never repeated. */
export function tellOnce(what: string, tell: () => void): void {
  const before = told();
  if (before.includes(what)) return;
  // Storage refused (private mode): told this once anyway.
  setJson(STORE_KEYS.told, [...before, what]);
  tell();
}
