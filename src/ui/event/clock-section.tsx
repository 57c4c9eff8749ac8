import { useState } from 'preact/hooks';
import { extend, formatRemaining, isRunning, newClock, pause, remaining, start } from '../../core/event/clock.ts';
import { nextRound, parseRoundMinutes } from '../../core/event/event-setup.ts';
import type { EventSession } from '../../core/event/event-session.ts';
import { ExtensionsPanel } from './extensions.tsx';
import { RoundClockBanner } from './round-clock.tsx';
import { StaysOnPhone, UnsentNote } from './sync-status.tsx';
import { ProblemLine } from '../kit/problem-line.tsx';

/** The Event page's clock: the time left for every judge; for the head judge, the controls. */
export function ClockSection({ session }: { session: EventSession }) {
  const isHead = session.role === 'head';
  return (
    <section class="event-section" aria-labelledby="event-clock-title">
      <h2 id="event-clock-title">Round clock</h2>
      <RoundClockBanner />
      {!session.clock && (
        <p class="muted">No round has started yet.{isHead ? '' : ' The head judge starts the clock.'}</p>
      )}
      {isHead && <ClockControls session={session} />}
      <UnsentNote session={session} why={session.unsentClock} />
      {isHead && <StaysOnPhone session={session} what="A clock change" />}
      <ExtensionsPanel session={session} />
    </section>
  );
}

function ClockControls({ session }: { session: EventSession }) {
  const clock = session.clock;
  const [round, setRound] = useState(() => nextRound(session.info?.rounds ?? [], clock?.round ?? null));
  const [minutes, setMinutes] = useState('50');
  const [problem, setProblem] = useState<string | null>(null);
  const rounds = session.info?.rounds ?? [];
  const startRound = (e: Event) => {
    e.preventDefault();
    const length = parseRoundMinutes(minutes);
    if ('problem' in length) return setProblem(length.problem);
    if (!round.trim()) return setProblem('Name the round (as players know it: “Round 3”, “Top 8”).');
    const now = Date.now();
    if (clock && isRunning(clock) && remaining(clock, now) > 0) {
      const left = formatRemaining(remaining(clock, now));
      if (!confirm(`${clock.round} still has ${left} left. Start ${round.trim()} now for every judge?`)) return;
    }
    setProblem(null);
    session.setClock(start(newClock(round.trim(), length.ms), now));
    setRound(nextRound(rounds, round.trim()));
    if (typeof Notification !== 'undefined' && Notification.permission === 'default')
      void Notification.requestPermission();
  };
  return (
    <section aria-label="Round clock controls" class="event-clock-controls">
      {clock && (
        <div class="tk-row event-clock-buttons">
          <button
            type="button"
            class="button"
            onClick={() => session.setClock(isRunning(clock) ? pause(clock, Date.now()) : start(clock, Date.now()))}
          >
            {isRunning(clock) ? 'Pause' : 'Resume'}
          </button>
          <button type="button" class="tk-action" onClick={() => session.setClock(extend(clock, 5 * 60_000))}>
            Extend 5 min
          </button>
        </div>
      )}
      <form class="tk-form event-new-round" onSubmit={startRound} noValidate>
        <div class="event-grid">
          <label>
            Round
            <input name="round" list="event-rounds" value={round} onInput={(e) => setRound(e.currentTarget.value)} />
          </label>
          <label>
            Minutes
            <input
              name="minutes"
              inputMode="numeric"
              autoComplete="off"
              value={minutes}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? 'event-round-problem' : undefined}
              onInput={(e) => setMinutes(e.currentTarget.value)}
            />
          </label>
        </div>
        <datalist id="event-rounds">
          {rounds.map((r) => (
            <option key={r} value={r} />
          ))}
        </datalist>
        <ProblemLine problem={problem} id="event-round-problem" />
        <button type="submit" class={clock ? 'tk-action' : 'button'}>
          Start a new round
        </button>
      </form>
    </section>
  );
}
