import './event.css';
import { formatRemaining } from '../../core/event/clock.ts';
import { tableTimes } from '../../core/event/time-extensions.ts';
import { useRoundClock } from './use-round-clock.ts';
import { appHref, appPath } from '../base-path.ts';
import { CALLS_HASH, NavCallsCount, callsCount, showCallsSection } from './nav-calls.tsx';
import { useEvent } from './use-event.ts';

/** What the toolkit bar gives its Event link: its tooltip and whether it is the page open. */
export interface EventLinkProps {
  title: string;
  current: boolean;
}

/** The round clock as the header shows it on every page: round and time left on two short lines, paused said. */
export function NavClock() {
  const state = useRoundClock();
  if (!state) return <>Event</>;
  const { clock, left, level, session, now, stale } = state;
  // Removed from the event: no time shown, as none this phone has is the team's.
  if (stale)
    return (
      <span class="nav-clock nav-clock-stale" data-stale="revoked">
        <span class="visually-hidden">Event: </span>
        <span class="nav-clock-round">{clock.round}</span>
        <span class="nav-clock-time">removed</span>
        <span class="visually-hidden"> from the event: this phone's clock is not the team's any more</span>
      </span>
    );
  const paused = clock.startedAt === null;
  // At time, how many tables still play on their extensions (the Event page lists them).
  const playing = left <= 0 ? tableTimes(clock, session.extensions, now).filter((t) => t.left > 0).length : 0;
  return (
    <span class={`nav-clock round-clock-${level}`} data-level={level}>
      <span class="visually-hidden">Event: </span>
      <span class="nav-clock-round">
        {clock.round}
        {paused && ' · paused'}
        {playing > 0 && ` · ${playing} playing`}
      </span>
      <span class="nav-clock-time">{formatRemaining(left)}</span>
      <span class="visually-hidden">{left < 0 ? ' over time' : ' left'}</span>
    </span>
  );
}

/**
 * The header's Event link while the phone is in an event: the round clock, with the open judge calls beside it. While
 * calls are open it leads straight to the Event page's calls section.
 */
export function NavEventLink({ title, current }: EventLinkProps) {
  const session = useEvent();
  const open = session ? callsCount(session).open : 0;
  const path = open > 0 ? `/event${CALLS_HASH}` : '/event';
  return (
    <a
      href={appHref(path)}
      title={title}
      aria-current={current ? 'page' : undefined}
      class={open > 0 ? 'nav-event nav-event-calls' : 'nav-event'}
      onClick={() => {
        // Already on the Event page, the router keeps it: the calls section is brought into view here.
        if (open > 0 && appPath(location.pathname) === '/event') setTimeout(showCallsSection, 0);
      }}
    >
      <NavClock />
      {session && <NavCallsCount session={session} />}
    </a>
  );
}
