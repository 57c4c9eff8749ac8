import { useEffect, useState } from 'preact/hooks';
import { clockLevel, remaining, warningsCrossed, type ClockLevel, type RoundClock } from '../../core/event/clock.ts';
import { showToast } from '../kit/toasts.tsx';
import type { EventSession } from '../../core/event/event-session.ts';
import { useEvent } from './use-event.ts';

const warningText = (ms: number) => (ms === 0 ? 'Time in the round' : `${ms / 60_000} minutes left in the round`);

/** Tells the judge of a warning as a notification and vibration where the phone allows it. */
function alertJudge(text: string): void {
  if (typeof navigator !== 'undefined' && 'vibrate' in navigator) navigator.vibrate?.([200, 100, 200]);
  if (typeof Notification !== 'undefined' && Notification.permission === 'granted') new Notification(text);
}

/**
 * One ticker per page for every clock shown (header, home, Event page): they all read the same second, and each
 * warning fires once however many clocks are on screen.
 */
const ticker = {
  now: Date.now(),
  lastLeft: null as number | null,
  warning: null as string | null,
  timer: null as ReturnType<typeof setInterval> | null,
  listeners: new Set<() => void>(),
  /** Clocks that show the warning on the page themselves; elsewhere a toast says it. */
  banners: 0,
  clock: null as (() => RoundClock | null) | null,
  /** True while the clock is not the team's any more (this phone was removed from the event): no warnings. */
  stale: () => false,
};

function tick(): void {
  ticker.now = Date.now();
  const clock = ticker.clock?.() ?? null;
  const left = clock ? remaining(clock, ticker.now) : null;
  if (left !== null && !ticker.stale()) {
    const crossed = ticker.lastLeft === null ? [] : warningsCrossed(ticker.lastLeft, left);
    const latest = crossed.at(-1);
    if (latest !== undefined) {
      ticker.warning = warningText(latest);
      alertJudge(ticker.warning);
      if (ticker.banners === 0) showToast({ message: ticker.warning });
    }
    // A new round, or time added past the first warning: the old warning no longer holds.
    if (clockLevel(left) === 'ok') ticker.warning = null;
  }
  ticker.lastLeft = left;
  ticker.listeners.forEach((l) => l());
}

function subscribe(listener: () => void, session: EventSession): () => void {
  ticker.clock = () => session.clock;
  ticker.stale = () => session.revoked;
  ticker.listeners.add(listener);
  if (!ticker.timer) {
    ticker.now = Date.now();
    // The time left as the page opens: a warning fires when the time crosses it from here, not on opening.
    const clock = session.clock;
    ticker.lastLeft = clock ? remaining(clock, ticker.now) : null;
    ticker.timer = setInterval(tick, 1000);
  }
  return () => {
    ticker.listeners.delete(listener);
    if (ticker.listeners.size === 0 && ticker.timer) {
      clearInterval(ticker.timer);
      ticker.timer = null;
    }
  };
}

export interface RoundClockState {
  session: EventSession;
  clock: RoundClock;
  /** Time left in ms at this second (negative once over time). */
  left: number;
  now: number;
  level: ClockLevel;
  /** The last warning given (10 minutes, 5 minutes, time), or null. */
  warning: string | null;
  /**
   * True once the head judge removed this phone from the event: the clock is this phone's last copy, no longer the
   * team's (a pause or a new round does not reach it), so it is shown as such and gives no warnings.
   */
  stale: boolean;
}

/** The active event's round clock, ticking once a second; null when the phone is in no event or no round started. */
export function useRoundClock(options: { showsWarning?: boolean } = {}): RoundClockState | null {
  const session = useEvent();
  const [, setTick] = useState(0);
  useEffect(() => {
    if (!session) return;
    return subscribe(() => setTick((t) => t + 1), session);
  }, [session]);
  useEffect(() => {
    if (!options.showsWarning) return;
    ticker.banners++;
    return () => void ticker.banners--;
  }, [options.showsWarning]);
  const clock = session?.clock ?? null;
  if (!session || !clock) return null;
  // Every clock on the page shows the ticker's second; before it starts, this one.
  const now = ticker.timer ? ticker.now : Date.now();
  const left = remaining(clock, now);
  // The clock arrived (from the phone's storage or the team) between ticks: warnings count from this reading.
  if (ticker.lastLeft === null) ticker.lastLeft = left;
  const stale = session.revoked;
  return { session, clock, left, now, level: clockLevel(left), warning: stale ? null : ticker.warning, stale };
}
