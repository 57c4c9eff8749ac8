import type { Validation } from '../../../core/calc/contract.ts';
import { InputReader } from '../../../core/calc/read-input.ts';
import type { FrenzyTriggerInput } from './input.ts';
import { FRENZY_TRIGGER_RANGES } from './ranges.ts';

/** Reads untrusted JSON into a FrenzyTriggerInput, or lists every problem with its path. */
export function validateFrenzyTrigger(value: unknown): Validation<FrenzyTriggerInput> {
  const reader = new InputReader();
  const f = reader.record(value, '');
  const input: FrenzyTriggerInput = {
    umbralTrack: f.integer('umbralTrack', FRENZY_TRIGGER_RANGES.umbralTrack),
    frenzy: f.integerOrNull('frenzy', FRENZY_TRIGGER_RANGES.frenzy),
    baseHealth: f.integer('baseHealth', FRENZY_TRIGGER_RANGES.baseHealth),
    // Left out: the question is the trigger only (as null).
    woundsThisRound: f.optional('woundsThisRound', null, (k) =>
      f.integerOrNull(k, FRENZY_TRIGGER_RANGES.woundsThisRound),
    ),
  };
  return reader.result(input);
}
