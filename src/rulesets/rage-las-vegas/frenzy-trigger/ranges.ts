import type { NumberRule } from '../../../core/calc/contract.ts';
import { TRACK_FIRST, TRACK_LAST } from '../umbral-chart.ts';

/**
 * The range of each number the frenzy trigger calculator reads, shared by its validation and its form. The Umbral
 * track has 25 spots; the Frenzy trait and Health print no upper limit (Special Abilities), so two digits are a sane
 * bound for them.
 */
export const FRENZY_TRIGGER_RANGES = {
  umbralTrack: { label: 'The Umbral track spot', min: TRACK_FIRST, max: TRACK_LAST },
  frenzy: { label: 'The Frenzy number', min: 0, max: 99 },
  // The Trigger Damage table starts at base Health 1.
  baseHealth: { label: 'Base Health', min: 1, max: 99 },
  woundsThisRound: { label: 'Wounds this round', min: 0, max: 99 },
} as const satisfies Record<string, NumberRule>;
