import { defineCalculator } from '../../../core/calc/contract.ts';
import { type UmbraCrossingOutput, computeUmbraCrossing } from './compute.ts';
import { type UmbraCrossingInput, umbraCrossingDefaults } from './input.ts';
import { validateUmbraCrossing } from './validate.ts';
import { UMBRA_CROSSING_RANGES } from './ranges.ts';

export type { UmbraCrossingInput, UmbraCrossingOutput };

/** Umbra crossing cost (Rage: Across Las Vegas, Entering the Umbra): Sept cards discarded to move an alpha. */
export const umbraCrossingCalculator = defineCalculator<UmbraCrossingInput, UmbraCrossingOutput>({
  id: 'umbra-crossing',
  ruleset: 'rage-las-vegas',
  title: 'Umbra crossing cost',
  description:
    'How many Sept cards an alpha discards to enter or leave the Umbra, from the Umbral track, its Gnosis and when it moves.',
  answers: 'how many Sept cards the crossing costs',
  ranges: UMBRA_CROSSING_RANGES,
  defaults: umbraCrossingDefaults,
  validate: validateUmbraCrossing,
  compute: computeUmbraCrossing,
});
