import type { CalcStep } from '../../../core/calc/contract.ts';
import { TRIGGER_SECTION as S } from './sections.ts';

/** Lists the source lost in Special Abilities that may bear on whether and how a Garou frenzies. */
export const LOST_LISTS: readonly string[] = [
  'the list of Derangements (the mental instabilities most Silver Fang Garou have)',
  'the list of what a regenerating character cannot do',
];

/** Says in every result that the rules text here is incomplete, so a judge knows what the result cannot cover. */
export function lostListsStep(): CalcStep {
  return {
    text: `The rules text is incomplete: the source lost ${LOST_LISTS.join(' and ')}. Either may bear on frenzy, and this result cannot take them into account.`,
    cites: [S.specialAbilities],
  };
}
