import type { Validation } from '../../../core/calc/contract.ts';
import { InputReader } from '../../../core/calc/read-input.ts';
import { CROSSING_CHARACTERS, CROSSING_DIRECTIONS, CROSSING_TIMES, type UmbraCrossingInput } from './input.ts';
import { UMBRA_CROSSING_RANGES } from './ranges.ts';

/** Reads untrusted JSON into an UmbraCrossingInput, or lists every problem with its path. */
export function validateUmbraCrossing(value: unknown): Validation<UmbraCrossingInput> {
  const reader = new InputReader();
  const f = reader.record(value, '');
  const input: UmbraCrossingInput = {
    umbralTrack: f.integer('umbralTrack', UMBRA_CROSSING_RANGES.umbralTrack),
    character: f.choice('character', CROSSING_CHARACTERS),
    gnosis: f.integer('gnosis', UMBRA_CROSSING_RANGES.gnosis),
    direction: f.choice('direction', CROSSING_DIRECTIONS),
    time: f.choice('time', CROSSING_TIMES),
  };
  return reader.result(input);
}
