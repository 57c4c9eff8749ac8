import type { UmbraLevel } from '../umbral-chart.ts';

/** What one level of the Umbral Chart says about frenzy; each level's effects stand alone (they are not summed). */
export interface UmbraFrenzyEffect {
  /** The chart's words on frenzy at this level. */
  printed: string;
  /** Level 1: "Garou cannot frenzy." */
  cannotFrenzy: boolean;
  /** "Frenzy +1" or "+2": added to the Garou's Frenzy number. */
  frenzyBonus: number;
  /** Level 5: "Frenzy Trigger Damage drops by 1." */
  triggerDrop: number;
}

export const UMBRA_FRENZY_EFFECTS: Readonly<Record<UmbraLevel, UmbraFrenzyEffect>> = {
  1: { printed: 'Garou cannot frenzy.', cannotFrenzy: true, frenzyBonus: 0, triggerDrop: 0 },
  2: { printed: 'No effects.', cannotFrenzy: false, frenzyBonus: 0, triggerDrop: 0 },
  3: { printed: 'Every Garou gains Frenzy +1.', cannotFrenzy: false, frenzyBonus: 1, triggerDrop: 0 },
  4: { printed: 'Every Garou gains Frenzy +2.', cannotFrenzy: false, frenzyBonus: 2, triggerDrop: 0 },
  5: {
    printed: 'Garou gain Frenzy +2. Frenzy Trigger Damage drops by 1.',
    cannotFrenzy: false,
    frenzyBonus: 2,
    triggerDrop: 1,
  },
};
