import './event.css';
import { formatRemaining } from '../../core/event/clock.ts';
import { tableTimes } from '../../core/event/time-extensions.ts';
import { useRoundClock } from './use-round-clock.ts';

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
