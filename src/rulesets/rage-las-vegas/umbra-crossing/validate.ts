import type { Validation } from '../../../core/calc/contract.ts';
import { InputReader } from '../../../core/calc/read-input.ts';
import { TRACK_FIRST, TRACK_LAST } from '../umbral-chart.ts';
import { CROSSING_CHARACTERS, CROSSING_DIRECTIONS, CROSSING_TIMES, type UmbraCrossingInput } from './input.ts';

/** Reads untrusted JSON into an UmbraCrossingInput, or lists every problem with its path. */
export function validateUmbraCrossing(value: unknown): Validation<UmbraCrossingInput> {
  const reader = new InputReader();
  const f = reader.record(value, '');
  const input: UmbraCrossingInput = {
    umbralTrack: f.integer('umbralTrack', { label: 'The Umbral track spot', min: TRACK_FIRST, max: TRACK_LAST }),
    character: f.choice('character', CROSSING_CHARACTERS),
    gnosis: f.integer('gnosis', { label: 'Gnosis', min: 0 }),
    direction: f.choice('direction', CROSSING_DIRECTIONS),
    time: f.choice('time', CROSSING_TIMES),
  };
  return reader.result(input);
}
