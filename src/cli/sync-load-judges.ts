/** What the sync load runs share (sync-load.ts): the servers' admin secret, the rulings judges log, a wait, a percentile. */
import type { RulingFields } from '../core/event/shared-ruling.ts';

/** The admin secret of the servers a load run starts. */
export const ADMIN = `load-admin-${Math.random().toString(36).slice(2)}-secret`;

/** Ruling `i` of a judge, of a realistic size. */
export const fields = (i: number, judge: number): RulingFields => ({
  round: `Round ${1 + (i % 5)}`,
  table: String(i % 40),
  players: `Player ${judge}-${i}, Player ${i}`,
  question: `Question ${i} from judge ${judge}: can a player bluff after passing in the same trick? `.repeat(2),
  ruling: `Ruling ${i}: no; a player who passed cannot bluff until the next trick (see 6.9.2). `.repeat(2),
  status: 'given',
  appealOutcome: '',
  citations: [],
  attachment: null,
});

/** The p-th percentile of sorted samples; NaN without any. */
export function percentile(sorted: number[], p: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : NaN;
}

/** Resolves once `condition` holds (checked every 20 ms); throws `timed out: <what>` after `timeoutMs`. */
export async function until(what: string, condition: () => boolean, timeoutMs: number): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > end) throw new Error(`timed out: ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
