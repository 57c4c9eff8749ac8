/**
 * What the app keeps in localStorage: small things read synchronously before anything renders (the event a phone
 * is in, one-time notices told). One key style, `rulekeeper.<what>`, per event `rulekeeper.<what>:<event id>`;
 * every access is guarded, as storage may be missing (prerender, Node) or refuse (a private window, a full disk).
 */
export const STORE_KEYS = {
  /** The event this phone is in (membership.ts): a phone is in an event while it is set. */
  membership: 'rulekeeper.event',
  /** The active event's name, rulebooks and round as last seen (event-context.ts). */
  eventContext: 'rulekeeper.event.context',
  callSound: 'rulekeeper.event.call-sound',
  callsTold: (event: string) => `rulekeeper.event.calls-told:${event}`,
  callSecret: (event: string) => `rulekeeper.event.call-secret:${event}`,
  unsent: (event: string) => `rulekeeper.event.unsent:${event}`,
  /** A setting written as a page went away, until a later write is stored (core/storage/store.ts UnloadBackup). */
  unloadBackup: (setting: string) => `rulekeeper.unload:${setting}`,
  /** The one-time notices told on this device; `rk-told` before this key style, read when this one is not set. */
  told: 'rulekeeper.told',
} as const;

/** Keys a judge's phone may hold from an older version, by the key that replaced them: read when it is not set. */
const FORMER_KEYS: Readonly<Record<string, string>> = { [STORE_KEYS.told]: 'rk-told' };

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The text kept under `key` (or its former key), or null when none is or storage cannot be read. */
export function getText(key: string): string | null {
  try {
    const store = storage();
    const former = FORMER_KEYS[key];
    return store?.getItem(key) ?? (former ? store?.getItem(former) : null) ?? null;
  } catch {
    return null;
  }
}

/** The value kept under `key` as `read` takes it from its JSON; null when none is kept or it is not readable. */
export function getJson<T>(key: string, read: (value: unknown) => T | null): T | null {
  const text = getText(key);
  if (text === null) return null;
  try {
    return read(JSON.parse(text));
  } catch {
    return null;
  }
}

/** Keeps a text under `key`; false when storage refused it (the caller goes on without it). */
export function setText(key: string, value: string): boolean {
  try {
    const store = storage();
    if (!store) return false;
    store.setItem(key, value);
    const former = FORMER_KEYS[key];
    // Written under the new key, the former one would only shadow nothing: it goes.
    if (former) store.removeItem(former);
    return true;
  } catch {
    return false;
  }
}

/** Keeps a value as JSON under `key`; false when storage refused it. */
export function setJson(key: string, value: unknown): boolean {
  return setText(key, JSON.stringify(value));
}

export function removeKey(key: string): void {
  try {
    const store = storage();
    store?.removeItem(key);
    const former = FORMER_KEYS[key];
    if (former) store?.removeItem(former);
  } catch {
    // Nothing kept.
  }
}
