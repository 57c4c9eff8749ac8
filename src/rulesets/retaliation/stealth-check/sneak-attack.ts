import type { CalcStep } from '../../../core/calc/contract.ts';
import type { StealthNpc } from './input.ts';
import { STEALTH_SECTION as S } from './sections.ts';

/** When the move ends directly behind the NPC: whether a Sneak Attack on it is open (Sneak Attack), else nothing. */
export function sneakAttackStep(npc: StealthNpc, name: string): CalcStep | null {
  if (npc.spots.at(-1)?.where !== 'directly-behind') return null;
  if (npc.stateCard === null)
    return {
      text: `Ending directly behind ${name}: it has no state card on the table, so it cannot be the target of a Sneak Attack.`,
      cites: [S.sneakAttack],
    };
  return {
    text: `Ending directly behind ${name} and still holding your STEALTH token, you may attempt a Sneak Attack on it (its state card must already be on the table).`,
    cites: [S.sneakAttack],
  };
}
