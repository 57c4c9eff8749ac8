import './event.css';
import { formatRemaining } from '../../core/event/clock.ts';
import { useRoundClock } from './use-round-clock.ts';

/** The round clock as the header shows it on every page: round and time left on two short lines, paused said. */
export function NavClock() {
  const state = useRoundClock();
  if (!state) return <>Event</>;
  const { clock, left, level } = state;
  const paused = clock.startedAt === null;
  return (
    <span class={`nav-clock round-clock-${level}`} data-level={level}>
      <span class="visually-hidden">Event: </span>
      <span class="nav-clock-round">
        {clock.round}
        {paused && ' · paused'}
      </span>
      <span class="nav-clock-time">{formatRemaining(left)}</span>
      <span class="visually-hidden">{left < 0 ? ' over time' : ' left'}</span>
    </span>
  );
}
