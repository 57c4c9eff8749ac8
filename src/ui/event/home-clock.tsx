import { lazy } from 'preact-iso';
import { appHref } from '../base-path.ts';
import { inEvent } from '../data/event-context.ts';

// The sync engine (Yjs, Hocuspocus) loads only on a phone that is in an event: a judge without one never pays for it.
const Banner = lazy(() => import('./round-clock.tsx').then((m) => m.RoundClockBanner));

/** The round clock on home while an event is active on this phone. */
export function HomeRoundClock() {
  return inEvent() ? (
    <a href={appHref('/event')} class="home-round-clock">
      <Banner />
    </a>
  ) : null;
}
