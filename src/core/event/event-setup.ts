import type { EventInfo } from './event-docs.ts';
import { MAX_SHORT } from '../toolkit/limits.ts';

/** Longest round the clock takes: 10 hours (a day's top cut in one go); past it the number is surely a typo. */
export const MAX_ROUND_MINUTES = 600;

/** A round's length as typed on the Event page: its length in ms, or what is wrong with it, said to the judge. */
export function parseRoundMinutes(text: string): { ms: number } | { problem: string } {
  const t = text.trim();
  const range = `a whole number of minutes from 1 to ${MAX_ROUND_MINUTES}`;
  if (t === '') return { problem: `Write how long the round is: ${range}.` };
  if (!/^[+-]?\d+([.,]\d+)?$/.test(t)) return { problem: `“${t.slice(0, 20)}” is not a number: write ${range}.` };
  const minutes = Number(t.replace(',', '.'));
  if (!Number.isInteger(minutes)) return { problem: `Round to whole minutes: write ${range}.` };
  if (minutes < 1) return { problem: `A round lasts at least 1 minute: write ${range}.` };
  if (minutes > MAX_ROUND_MINUTES)
    return { problem: `${minutes} minutes is more than ${MAX_ROUND_MINUTES / 60} hours: write ${range}.` };
  return { ms: minutes * 60_000 };
}

/** The setup form as the head judge filled it in. */
export interface SetupForm {
  name: string;
  /** YYYY-MM-DD from a date input, or '' when not given. */
  firstDay: string;
  lastDay: string;
  rulebooks: readonly string[];
  /** Round names, comma-separated. */
  rounds: string;
}

export type SetupField = keyof SetupForm;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function realDay(day: string): boolean {
  if (!DAY.test(day)) return false;
  const d = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === day;
}

/** The event as the form describes it, or each problem with the field it concerns (nothing is saved then). */
export function readSetupForm(
  form: SetupForm,
): { info: EventInfo } | { problems: { field: SetupField; message: string }[] } {
  const problems: { field: SetupField; message: string }[] = [];
  const name = form.name.trim();
  if (!name) problems.push({ field: 'name', message: 'The event needs a name: judges see it on every phone.' });
  else if (name.length > MAX_SHORT)
    problems.push({ field: 'name', message: `The name is ${name.length} characters long; ${MAX_SHORT} at most.` });
  const first = form.firstDay.trim();
  const last = form.lastDay.trim() || first;
  if (first && !realDay(first)) problems.push({ field: 'firstDay', message: 'The first day is not a date.' });
  if (last && !realDay(last)) problems.push({ field: 'lastDay', message: 'The last day is not a date.' });
  else if (!first && last) problems.push({ field: 'firstDay', message: 'Give the first day too (or neither).' });
  else if (first && realDay(first) && last < first)
    problems.push({ field: 'lastDay', message: 'The last day comes before the first day.' });
  if (form.rulebooks.length === 0)
    problems.push({ field: 'rulebooks', message: 'Choose at least one rulebook: search starts in those in play.' });
  const rounds = [
    ...new Set(
      form.rounds
        .split(',')
        .map((r) => r.trim())
        .filter(Boolean),
    ),
  ];
  if (rounds.some((r) => r.length > MAX_SHORT))
    problems.push({ field: 'rounds', message: `A round's name is ${MAX_SHORT} characters at most.` });
  if (rounds.length > 50) problems.push({ field: 'rounds', message: '50 rounds at most.' });
  if (problems.length) return { problems };
  return { info: { name, startDate: first, endDate: last, rulebooks: [...new Set(form.rulebooks)], rounds } };
}

/** The round after the one the clock shows, as the head judge set them up (the first when none is running). */
export function nextRound(rounds: readonly string[], current: string | null): string {
  if (!current) return rounds[0] ?? 'Round 1';
  const i = rounds.indexOf(current);
  if (i >= 0) return rounds[i + 1] ?? current;
  const n = /^(.*?)(\d+)$/.exec(current);
  return n ? `${n[1]}${Number(n[2]) + 1}` : current;
}
