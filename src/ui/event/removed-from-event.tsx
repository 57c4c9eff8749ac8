import { appHref } from '../base-path.ts';
import { RoundClockBanner } from './round-clock.tsx';

/** The clock section of a removed phone: the clock as it last knew it, marked stale, with no controls. */
export function RemovedClock() {
  return (
    <section class="event-section" aria-labelledby="event-clock-title">
      <h2 id="event-clock-title">Round clock</h2>
      <RoundClockBanner />
    </section>
  );
}

/** In the team log of a removed phone, in place of its form: what the phone keeps, and where the judge's own are. */
export function RemovedNote() {
  return (
    <p class="event-removed-note">
      This phone was removed from the event: the team log stays here as it was then, and gets no newer rulings. The
      rulings you logged are in <a href={appHref('/log')}>your personal log</a>.
    </p>
  );
}
