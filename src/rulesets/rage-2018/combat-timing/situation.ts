import type { CalcStep } from '../../../core/calc/contract.ts';
import type { CombatCreature, CombatStep } from './input.ts';
import { SECTION } from './sections.ts';

const names = (cs: CombatCreature[]): string => cs.map((c) => c.name).join(', ');

/** Who acts in this step and in what order (6.1 general combat timing, 6.7 for targets). */
export function actingOrder(step: CombatStep, creatures: CombatCreature[]): CalcStep[] {
  const attackers = creatures.filter((c) => c.side === 'attacker');
  const defenders = creatures.filter((c) => c.side === 'defender');
  if (step === 'declaration') {
    return [
      {
        text: `The attacker (${names(attackers)}) acts first, then the defending player (${names(defenders)}), if any.`,
        cites: [SECTION.declarationStep],
      },
    ];
  }
  const order: CalcStep[] = [
    {
      text: `Where cards and abilities are playable: first the attacker (${names(attackers)}), then the defender (${names(defenders)}), then other players (in random order when several wish to play); this repeats until all players pass in sequence, then combat moves to the next step.`,
      cites: [SECTION.declaration],
    },
  ];
  if (step === 'targeting' && attackers.length > 1 && defenders.length > 1) {
    order.push({
      text: 'Both sides are in pack combat: the attacking pack chooses targets for one of its creatures, then the defending pack for one of its creatures, repeating until all creatures in combat have been given a target.',
      cites: [SECTION.targetingOptions],
    });
  } else if (step === 'targeting' && (attackers.length > 1 || defenders.length > 1)) {
    const pack = attackers.length > 1 ? 'attackers' : 'defenders';
    order.push({
      text: `The ${pack} are in pack combat: the opponent of the pack combat declares which creature his Combat Action(s) target.`,
      cites: [SECTION.targetingOptions],
    });
  }
  return order;
}

/** Rules that apply in this step because of who is fighting: pack combat and full frenzy. */
export function situationalRules(step: CombatStep, creatures: CombatCreature[]): CalcStep[] {
  const rules: CalcStep[] = [];
  const frenzied = creatures.filter((c) => c.fullFrenzy);
  const pack = ['attacker', 'defender'].some((side) => creatures.filter((c) => c.side === side).length > 1);
  if (step === 'play-card' && pack) {
    rules.push({
      text: 'Pack combat: each creature in combat may play a combat action; the player selects which card is played by whom while face down, and may choose cards for creatures unaffected by Forced Play first.',
      cites: [SECTION.packActions, SECTION.forcedPlay],
    });
  }
  if (step === 'play-card' && frenzied.length) {
    rules.push({
      text: `${names(frenzied)} ${frenzied.length === 1 ? 'is' : 'are'} in full frenzy: ${frenzied.length === 1 ? 'it' : 'each'} must play every Combat Action that it can, including bluffs (a type of Forced Play).`,
      cites: [SECTION.fullFrenzy, SECTION.forcedPlay],
    });
  }
  if (step === 'reveal' && frenzied.length) {
    rules.push({
      text: `${names(frenzied)}: full frenzy is a type of Forced Play, so no Alternate Combat Actions.`,
      cites: [SECTION.fullFrenzy, SECTION.forcedPlay],
    });
  }
  if (step === 'reveal') {
    rules.push({
      text: 'An alternate combat action is considered a legal Combat Action: it can be dodged, and bluffs will not work against its user.',
      cites: [SECTION.alternateActions],
    });
  }
  if (frenzied.length && step !== 'withdrawal') {
    rules.push({
      text: `Attackers may not withdraw while any creature is fully frenzied (${names(frenzied)}).`,
      cites: [SECTION.fullFrenzy, SECTION.withdrawing],
    });
  }
  return rules;
}
