import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { MEMBERSHIP_CHANGED, inEvent } from './event-context.ts';

/** The live clock, once loaded (it brings the sync engine: only a phone in an event loads it). */
let loaded: ComponentType | null = null;

/** True while this phone is in an event, following joins and leaves in this tab and in others. */
function useInEvent(): boolean {
  const [active, setActive] = useState(inEvent);
  useEffect(() => {
    const update = () => setActive(inEvent());
    addEventListener(MEMBERSHIP_CHANGED, update);
    addEventListener('storage', update);
    return () => {
      removeEventListener(MEMBERSHIP_CHANGED, update);
      removeEventListener('storage', update);
    };
  }, []);
  return active;
}

/**
 * The header's Event link: "Event", or while an event is active the round clock (round, time left, paused), so a
 * judge mid-ruling on any page sees the time and reaches the Event page in one tap.
 */
export function EventNavLabel() {
  const active = useInEvent();
  const [Live, setLive] = useState<ComponentType | null>(() => loaded);
  useEffect(() => {
    if (!active || Live) return;
    void import('./nav-clock.tsx').then((m) => {
      loaded = m.NavClock;
      setLive(() => m.NavClock);
    });
  }, [active]);
  return active && Live ? <Live /> : <>Event</>;
}

/** The header's count of open judge calls, once loaded (with the sync engine, only on a phone in an event). */
let loadedCalls: ComponentType | null = null;

/** Beside the round clock: the open judge calls, one tap to the Event page's calls section; nothing when none. */
export function EventCallsBadge() {
  const active = useInEvent();
  const [Live, setLive] = useState<ComponentType | null>(() => loadedCalls);
  useEffect(() => {
    if (!active || Live) return;
    void import('./nav-calls.tsx').then((m) => {
      loadedCalls = m.NavCalls;
      setLive(() => m.NavCalls);
    });
  }, [active]);
  return active && Live ? <Live /> : null;
}
