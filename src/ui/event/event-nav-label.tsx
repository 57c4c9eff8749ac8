import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { appHref } from '../base-path.ts';
import { MEMBERSHIP_CHANGED, inEvent } from '../data/event-context.ts';
// Type only: erased, so the live link's chunk still loads only when an event is active.
import type { EventLinkProps } from './nav-clock.tsx';

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

/** The live link, once loaded (it brings the sync engine: only a phone in an event loads it). */
let loaded: ComponentType<EventLinkProps> | null = null;

/**
 * The header's Event link: "Event", or while an event is active the round clock (round, time left, paused) with the
 * count of open judge calls beside it, so a judge on any page sees the time and the calls and reaches them in one tap.
 */
export function EventNavLink(props: EventLinkProps) {
  const active = useInEvent();
  const [Live, setLive] = useState<ComponentType<EventLinkProps> | null>(() => loaded);
  useEffect(() => {
    if (!active || Live) return;
    void import('./nav-clock.tsx').then((m) => {
      loaded = m.NavEventLink;
      setLive(() => m.NavEventLink);
    });
  }, [active]);
  if (active && Live) return <Live {...props} />;
  return (
    <a href={appHref('/event')} title={props.title} aria-current={props.current ? 'page' : undefined}>
      Event
    </a>
  );
}
