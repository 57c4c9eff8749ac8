import './event.css';
import { formatRemaining } from '../../core/event/clock.ts';
import { useRoundClock } from './use-round-clock.ts';

/** The round clock on home and the Event page while an event is active: time left from the shared clock. */
export function RoundClockBanner() {
  const state = useRoundClock({ showsWarning: true });
  if (!state) return null;
  const { clock, left, level, warning } = state;
  return (
    <section class={`round-clock round-clock-${level}`} aria-label="Round clock">
      <strong>{clock.round}</strong>{' '}
      <span class="round-clock-time" role="timer" aria-live="off">
        {formatRemaining(left)}
      </span>{' '}
      {clock.startedAt === null && <span>(paused)</span>}
      {warning && (
        <p role="alert" class="round-clock-alert">
          {warning}
        </p>
      )}
    </section>
  );
}
