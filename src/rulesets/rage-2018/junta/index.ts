import { defineCalculator } from '../../../core/calc/contract.ts';
import { type JuntaOutput, computeJunta } from './compute.ts';
import { type JuntaInput, juntaDefaults } from './input.ts';
import { validateJunta } from './validate.ts';
import { JUNTA_RANGES } from './ranges.ts';

export type { JuntaInput, JuntaOutput };

/** Junta vote order (Rage 2018, 4.7): the Moot phase laid out from the Juntas called and the creatures present. */
export const juntaCalculator = defineCalculator<JuntaInput, JuntaOutput>({
  id: 'junta',
  ruleset: 'rage-2018',
  title: 'Junta vote order',
  description:
    'Which Juntas can be called, the order they are voted in, who votes when and with how many votes, and what passes.',
  answers: 'which Juntas can be called and how the votes go',
  ranges: JUNTA_RANGES,
  defaults: juntaDefaults,
  validate: validateJunta,
  compute: computeJunta,
});
