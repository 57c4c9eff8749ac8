import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { STORE_KEYS, getJson, getText, removeKey, setJson, setText } from '../../../src/ui/local-store.ts';
import { loadMembership } from '../../../src/ui/event/membership.ts';
import { tellOnce, wasTold } from '../../../src/ui/pwa/tell-once.ts';

/** A browser's localStorage as this test needs it: a map of texts, or one that refuses every write. */
function fakeStorage(refuse = false): Storage {
  const items = new Map<string, string>();
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => {
      if (refuse) throw new DOMException('full', 'QuotaExceededError');
      items.set(k, v);
    },
    removeItem: (k: string) => void items.delete(k),
    clear: () => items.clear(),
    key: (i: number) => [...items.keys()][i] ?? null,
    get length() {
      return items.size;
    },
  };
}

const original = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
function useStorage(storage: Storage | undefined): void {
  Object.defineProperty(globalThis, 'localStorage', { value: storage, configurable: true, writable: true });
}

describe('what the app keeps in localStorage', () => {
  beforeEach(() => useStorage(fakeStorage()));
  afterEach(() => {
    if (original) Object.defineProperty(globalThis, 'localStorage', original);
    else delete (globalThis as { localStorage?: Storage }).localStorage;
  });

  it('keeps the keys a judge phone already holds, so an update keeps its event', () => {
    const ids = { event: 'event-abcd1234', judge: 'judge-abcd1234' };
    const m = { server: 'wss://sync.example.org', ...ids, key: 'k', name: 'Ana' };
    localStorage.setItem('rulekeeper.event', JSON.stringify(m));
    expect(STORE_KEYS.membership).toBe('rulekeeper.event');
    expect(loadMembership()).toEqual(m);
  });

  it('reads the notices told under their former key, and moves them to the new one when it writes', () => {
    localStorage.setItem('rk-told', JSON.stringify(['first-visit']));
    expect(wasTold('first-visit')).toBe(true);
    let told = false;
    tellOnce('offline-ready', () => (told = true));
    expect(told).toBe(true);
    expect(JSON.parse(localStorage.getItem('rulekeeper.told')!)).toEqual(['first-visit', 'offline-ready']);
    expect(localStorage.getItem('rk-told')).toBeNull();
    tellOnce('offline-ready', () => (told = false));
    expect(told).toBe(true);
  });

  it('reads JSON only as the caller takes it: malformed or unexpected values are nothing kept', () => {
    localStorage.setItem('rulekeeper.x', '{not json');
    expect(getJson('rulekeeper.x', (v) => v)).toBeNull();
    setJson('rulekeeper.x', { a: 1 });
    expect(getJson('rulekeeper.x', (v) => (Array.isArray(v) ? v : null))).toBeNull();
    expect(getJson('rulekeeper.x', (v) => v as { a: number })).toEqual({ a: 1 });
    removeKey('rulekeeper.x');
    expect(getText('rulekeeper.x')).toBeNull();
  });

  it('goes on without storage, or with storage that refuses writes, never throwing', () => {
    useStorage(fakeStorage(true));
    expect(setText('rulekeeper.x', 'a')).toBe(false);
    expect(getText('rulekeeper.x')).toBeNull();
    useStorage(undefined);
    expect(setJson('rulekeeper.x', 1)).toBe(false);
    expect(getText('rulekeeper.x')).toBeNull();
    expect(() => removeKey('rulekeeper.x')).not.toThrow();
  });
});
