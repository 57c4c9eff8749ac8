import { useEffect, useRef, useState } from 'preact/hooks';
import { formatRemaining, remaining, WARNINGS_MS, warningsCrossed } from '../../core/event/clock.ts';
import { useEvent } from './use-event.ts';

const warningText = (ms: number) => (ms === 0 ? 'Time in the round' : `${ms / 60_000} minutes left in the round`);

/** Tells the judge of a warning: visibly, and as a notification and vibration where the phone allows it. */
function alertJudge(text: string): void {
  if (typeof navigator !== 'undefined' && 'vibrate' in navigator) navigator.vibrate?.([200, 100, 200]);
  if (typeof Notification !== 'undefined' && Notification.permission === 'granted') new Notification(text);
}

/** The round clock on home while an event is active: time left from the shared clock, ticking on this phone. */
export function RoundClockBanner() {
  const session = useEvent();
  const clock = session?.clock ?? null;
  const [now, setNow] = useState(() => Date.now());
  const [warning, setWarning] = useState<string | null>(null);
  const last = useRef<number | null>(null);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const left = clock ? remaining(clock, now) : null;
  useEffect(() => {
    if (left === null) return;
    const crossed = last.current === null ? [] : warningsCrossed(last.current, left);
    last.current = left;
    const latest = crossed.at(-1);
    if (latest !== undefined) {
      setWarning(warningText(latest));
      alertJudge(warningText(latest));
    }
  }, [left]);
  if (!session || !clock || left === null) return null;
  const level = left <= 0 ? 'over' : left <= WARNINGS_MS[1] ? 'low' : left <= WARNINGS_MS[0] ? 'warn' : 'ok';
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
