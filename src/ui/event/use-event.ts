import { useEffect, useState } from 'preact/hooks';
import { STORE_KEYS, getJson, removeKey, setJson } from '../local-store.ts';
import { IndexeddbPersistence } from 'y-indexeddb';
import { EventSession, type EventMembership, type UnsentChange } from '../../core/event/event-session.ts';
import { clearEventContext, saveEventContext } from '../data/event-context.ts';
import { clearMembership, loadMembership, saveMembership } from './membership.ts';
import { clearCallSecret, saveCallSecret } from './call-secret.ts';
import { alertNewCalls } from './call-alerts.ts';

/** The one event session of this page (created when a membership exists; documents kept in IndexedDB). */
let current: EventSession | null = null;
const listeners = new Set<() => void>();
const notify = () => {
  remember();
  if (current) alertNewCalls(current.me.event, current.calls);
  listeners.forEach((l) => l());
};

/** Keeps the event's name, rulebooks and round where search and the ruling form read them (event-context.ts). */
function remember(): void {
  if (!current) return;
  const info = current.info;
  const round = current.clock?.round;
  saveEventContext({
    ...(info ? { name: info.name, rulebooks: info.rulebooks } : {}),
    ...(round !== undefined ? { round } : {}),
  });
}

/** Changes the server has not confirmed, per event, in localStorage (read before the documents load). */
function unsentStore(event: string) {
  const key = STORE_KEYS.unsent(event);
  return {
    load: () =>
      getJson(key, (value) =>
        typeof value === 'object' && value !== null ? (value as Record<string, UnsentChange[]>) : null,
      ) ?? {},
    save: (unsent: Record<string, UnsentChange[]>) => {
      if (Object.keys(unsent).length) setJson(key, unsent);
      else removeKey(key);
    },
  };
}

function start(m: EventMembership): EventSession {
  current?.destroy();
  current = new EventSession(m, {
    app: __APP_VERSION__,
    // y-indexeddb keeps each document on the phone: it works offline and across reloads before any sync.
    persist: (name, doc) => {
      const stored = new IndexeddbPersistence(`rulekeeper-event:${name}`, doc);
      // Storage that cannot open (a private window in some browsers) never loads: the phone syncs without it.
      const failed = stored._db.then(
        () => new Promise<never>(() => {}),
        () => null,
      );
      return { whenSynced: Promise.race([stored.whenSynced, failed]), destroy: () => stored.destroy() };
    },
    unsent: unsentStore(m.event),
    onChange: notify,
    onProblem: notify,
    onCallSecret: (secret) => saveCallSecret(m.event, secret),
  });
  return current;
}

// A phone that loses its network may keep a dead WebSocket open for minutes: follow the browser's own verdict.
if (typeof window !== 'undefined') {
  window.addEventListener('offline', () => current?.goOffline());
  window.addEventListener('online', () => current?.goOnline());
}

export function eventSession(): EventSession | null {
  if (!current) {
    const m = loadMembership();
    if (m) start(m);
  }
  return current;
}

export function joinEvent(m: EventMembership): EventSession {
  saveMembership(m);
  const s = start(m);
  notify();
  return s;
}

/** Leaves the event on this phone (the shared log stays on the server and teammates' phones). */
export function leaveEvent(): void {
  if (current) {
    unsentStore(current.me.event).save({});
    clearCallSecret(current.me.event);
  }
  current?.destroy();
  current = null;
  clearMembership();
  clearEventContext();
  notify();
}

/** Re-renders on any change of the event (rulings, roster, clock, connection). */
export function useEvent(): EventSession | null {
  const [, setTick] = useState(0);
  useEffect(() => {
    const l = () => setTick((t) => t + 1);
    listeners.add(l);
    return () => void listeners.delete(l);
  }, []);
  return eventSession();
}
