import './event.css';
import { formatRemaining } from '../../core/event/clock.ts';
import { stillPlaying, tableTimes } from '../../core/event/time-extensions.ts';
import { useRoundClock } from './use-round-clock.ts';

/** The round clock on home and the Event page while an event is active: time left from the shared clock. */
export function RoundClockBanner() {
  const state = useRoundClock({ showsWarning: true });
  if (!state) return null;
  const { session, clock, left, level, warning, now, stale } = state;
  if (stale)
    return (
      <section class="round-clock round-clock-stale" aria-label="Round clock" data-stale="revoked">
        <strong>{clock.round}</strong> · <span class="round-clock-time">stale: removed from the event</span>
        <p class="round-clock-stale-note">
          The head judge removed this phone from the event, so its clock is this phone's last copy, not the team's: a
          pause, more time or a new round no longer reaches it. Ask a judge of the team for the time.
        </p>
      </section>
    );
  const extensions = session.extensions;
  const playing = stillPlaying(clock, extensions, now);
  // Before time, each extended table's own end; at time, the tables still playing until each ends.
  const extended = left > 0 ? tableTimes(clock, extensions, now) : [];
  return (
    <section class={`round-clock round-clock-${level}`} aria-label="Round clock">
      <strong>{clock.round}</strong>{' '}
      <span class="round-clock-time" role="timer" aria-live="off">
        {formatRemaining(left)}
      </span>{' '}
      {clock.startedAt === null && <span>(paused)</span>}
      {playing && <p class="round-clock-playing">{playing}</p>}
      {extended.length > 0 && (
        <p class="round-clock-tables">
          Extended:{' '}
          {extended
            .map((t) => `table ${t.table} ${formatRemaining(t.left)} (+${t.extensionMs / 60_000} min)`)
            .join(', ')}
        </p>
      )}
      {warning && (
        <p role="alert" class="round-clock-alert">
          {warning}
        </p>
      )}
    </section>
  );
}
