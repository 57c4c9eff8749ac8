import type { Validation } from '../../../core/calc/contract.ts';
import { InputReader } from '../../../core/calc/read-input.ts';
import { TRACK_FIRST, TRACK_LAST } from '../umbral-chart.ts';
import type { FrenzyTriggerInput } from './input.ts';

/** Reads untrusted JSON into a FrenzyTriggerInput, or lists every problem with its path. */
export function validateFrenzyTrigger(value: unknown): Validation<FrenzyTriggerInput> {
  const reader = new InputReader();
  const f = reader.record(value, '');
  const input: FrenzyTriggerInput = {
    umbralTrack: f.integer('umbralTrack', { label: 'The Umbral track spot', min: TRACK_FIRST, max: TRACK_LAST }),
    frenzy: f.integerOrNull('frenzy', { label: 'The Frenzy number', min: 0 }),
    // The Trigger Damage table starts at base Health 1.
    baseHealth: f.integer('baseHealth', { label: 'Base Health', min: 1 }),
    // Left out: the question is the trigger only (as null).
    woundsThisRound: f.optional('woundsThisRound', null, (k) =>
      f.integerOrNull(k, { label: 'Wounds this round', min: 0 }),
    ),
  };
  return reader.result(input);
}
