/**
 * The round clock as data, not as a ticking timer: when it was started, how much had run before, the extensions.
 * Every phone computes the time left from it with its own clock, so it keeps time offline and across reloads.
 */
export interface RoundClock {
  round: string;
  /** Round length in ms as announced. */
  lengthMs: number;
  /** Time added to the round (extensions), in ms. */
  extensionMs: number;
  /** Time run before the current start (sum of earlier runs), in ms. */
  elapsedMs: number;
  /** When the clock was last started (ms since 1970), or null while paused or not started. */
  startedAt: number | null;
}

/** Warnings a judge gets: 10 minutes left, 5 minutes left, time. */
export const WARNINGS_MS = [10 * 60_000, 5 * 60_000, 0] as const;

export function newClock(round: string, lengthMs: number): RoundClock {
  return { round, lengthMs, extensionMs: 0, elapsedMs: 0, startedAt: null };
}

export function elapsed(clock: RoundClock, now: number): number {
  return clock.elapsedMs + (clock.startedAt === null ? 0 : Math.max(0, now - clock.startedAt));
}

/** Time left in ms; negative once time is called (the round runs over). */
export function remaining(clock: RoundClock, now: number): number {
  return clock.lengthMs + clock.extensionMs - elapsed(clock, now);
}

export function isRunning(clock: RoundClock): boolean {
  return clock.startedAt !== null;
}

export function start(clock: RoundClock, now: number): RoundClock {
  return clock.startedAt === null ? { ...clock, startedAt: now } : clock;
}

export function pause(clock: RoundClock, now: number): RoundClock {
  return clock.startedAt === null ? clock : { ...clock, elapsedMs: elapsed(clock, now), startedAt: null };
}

export function extend(clock: RoundClock, ms: number): RoundClock {
  return { ...clock, extensionMs: clock.extensionMs + ms };
}

/** The warnings crossed between two readings of the time left (each fires once, even after a long sleep). */
export function warningsCrossed(before: number, after: number): number[] {
  return WARNINGS_MS.filter((w) => before > w && after <= w);
}

/** How urgent the time left is, for the clock's colour: past 10 minutes, within 10, within 5, over time. */
export type ClockLevel = 'ok' | 'warn' | 'low' | 'over';

export function clockLevel(left: number): ClockLevel {
  return left <= 0 ? 'over' : left <= WARNINGS_MS[1] ? 'low' : left <= WARNINGS_MS[0] ? 'warn' : 'ok';
}

/** "12:05", "-0:30" once over time. */
export function formatRemaining(ms: number): string {
  const sign = ms < 0 ? '-' : '';
  const total = Math.ceil(Math.abs(ms) / 1000);
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return `${sign}${minutes}:${String(seconds).padStart(2, '0')}`;
}

/** Reads a clock from shared data, or null when it is not one (a phone never trusts the network's shape). */
export function readClock(value: unknown): RoundClock | null {
  if (typeof value !== 'object' || value === null) return null;
  const c = value as Record<string, unknown>;
  const num = (x: unknown) => typeof x === 'number' && Number.isFinite(x);
  if (typeof c.round !== 'string' || !num(c.lengthMs) || !num(c.extensionMs) || !num(c.elapsedMs)) return null;
  if (c.startedAt !== null && !num(c.startedAt)) return null;
  return {
    round: c.round,
    lengthMs: c.lengthMs as number,
    extensionMs: c.extensionMs as number,
    elapsedMs: c.elapsedMs as number,
    startedAt: c.startedAt as number | null,
  };
}
