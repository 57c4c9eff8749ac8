/**
 * Reading the times of an import exactly: ISO 8601 with a time zone (Z, +01:00 or +0100), a date that exists, read by
 * `Date` to the same moment the text states. Anything else is refused, never guessed or moved.
 */

const ISO = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,9}))?(?:Z| ?([+-])(\d{2})(?::?(\d{2}))?)$/;

export const TIME_EXAMPLE = '2025-03-01T14:05:00.000Z';

const daysIn = (year: number, month: number): number =>
  month === 2
    ? year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)
      ? 29
      : 28
    : [4, 6, 9, 11].includes(month)
      ? 30
      : 31;

/** The moment `text` states, computed from its parts (not by `Date`), or a reason it states none. */
function statedMoment(text: string): number | string {
  const m = ISO.exec(text);
  if (!m) return `expected a date and time like ${TIME_EXAMPLE}`;
  const [year, month, day, hour, minute, second] = m.slice(1, 7).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const [sign, offsetHours, offsetMinutes] = [m[8], Number(m[9] ?? 0), Number(m[10] ?? 0)];
  if (month < 1 || month > 12 || day < 1) return `expected a date and time like ${TIME_EXAMPLE}`;
  if (day > daysIn(year, month)) return `no such date: ${m[1]}-${m[2]} has ${daysIn(year, month)} days`;
  if (hour > 23 || minute > 59 || second > 59 || offsetHours > 23 || offsetMinutes > 59)
    return `no such time of day (hours 00–23, minutes and seconds 00–59)`;
  const d = new Date(0);
  d.setUTCFullYear(year, month - 1, day);
  d.setUTCHours(hour, minute, second, Number((m[7] ?? '').padEnd(3, '0').slice(0, 3)));
  return d.getTime() - (sign === '-' ? -1 : sign === '+' ? 1 : 0) * (offsetHours * 60 + offsetMinutes) * 60_000;
}

/** Why `text` is not a time this app can store, or null. */
export function timeProblem(text: string): string | null {
  const stated = statedMoment(text);
  if (typeof stated === 'string') return stated;
  // What the browser reads must be what the text says: some valid ISO forms (an offset of hours only, a space
  // before the offset) are unreadable to Date, and a misreading would move the ruling in time.
  if (Date.parse(text) !== stated)
    return `expected a date and time like ${TIME_EXAMPLE} or 2025-03-01T15:05:00+01:00 (this form cannot be read)`;
  return null;
}

/** The time in UTC, as stored: times sort as text and compare equal on a re-import. Only for a time without problem. */
export function toUtc(text: string): string {
  return new Date(Date.parse(text)).toISOString();
}

/** Why a recorded time is too far ahead of `now` (a typo or a wrong clock), or null. */
export function futureProblem(iso: string, now: number, maxAheadMs: number): string | null {
  return Date.parse(iso) - now > maxAheadMs
    ? `in the future (more than a day after this device’s clock, ${new Date(now).toISOString()})`
    : null;
}
