import type { NumberRule } from '../../../core/calc/contract.ts';
import { TRACK_FIRST, TRACK_LAST } from '../umbral-chart.ts';

/**
 * The range of each number the Umbra crossing calculator reads, shared by its validation and its form. The Umbral
 * track has 25 spots; Gnosis is printed with no upper limit (the card anatomy), so two digits are a sane bound.
 */
export const UMBRA_CROSSING_RANGES = {
  umbralTrack: { label: 'The Umbral track spot', min: TRACK_FIRST, max: TRACK_LAST },
  gnosis: { label: 'Gnosis', min: 0, max: 99 },
} as const satisfies Record<string, NumberRule>;
