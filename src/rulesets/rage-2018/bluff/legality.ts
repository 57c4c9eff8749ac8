import type { CalcStep } from '../../../core/calc/contract.ts';
import type { BluffCard, BluffCreature, RageRestriction } from './input.ts';
import { SECTION } from './sections.ts';

/** Why a card is illegal. */
export type IllegalReason = 'combat-event' | 'requirements' | 'restricted-play' | 'forced-play';

/** Whether a Rage requirement (or none) meets a Restricted Play effect: no requirement never does (6.6.6A). */
export function meetsRestriction(rage: number | null, r: RageRestriction): boolean {
  return rage !== null && rage >= r.min && (r.max === null || rage <= r.max);
}

/** "Rage 1 to 3", "Rage 2 or more". */
export function describeRestriction(r: RageRestriction): string {
  if (r.max === null) return `Rage ${r.min} or more`;
  return r.max === r.min ? `Rage ${r.min}` : `Rage ${r.min} to ${r.max}`;
}

/** Every reason the card is illegal (empty: it is not), each a sentence citing its sections. */
export function illegalReasons(card: BluffCard, owner: BluffCreature): { reason: IllegalReason; step: CalcStep }[] {
  const found: { reason: IllegalReason; step: CalcStep }[] = [];
  if (card.type === 'combat-event') {
    found.push({
      reason: 'combat-event',
      step: { text: 'it is a Combat Event played face down, which is an illegal card', cites: [SECTION.illegalCards] },
    });
  }
  if (!card.requirementsMet) {
    found.push({
      reason: 'requirements',
      step: {
        text: `${owner.name} does not meet its non-Rage requirements or conditions`,
        cites: [SECTION.illegalCards, SECTION.nonRageRequirements],
      },
    });
  }
  const r = owner.restrictedPlay;
  if (card.type !== 'combat-event' && r && !meetsRestriction(card.rage, r)) {
    const what = card.rage === null ? 'it has no Rage requirement' : `its Rage requirement is ${card.rage}`;
    found.push({
      reason: 'restricted-play',
      step: {
        text: `${owner.name} is restricted to ${describeRestriction(r)} Combat Actions and ${what}`,
        cites: [SECTION.restrictedPlay, SECTION.illegalCards],
      },
    });
  }
  const forced = owner.forcedPlay || owner.fullFrenzy;
  if (card.type === 'alternate' && forced) {
    const which = owner.fullFrenzy ? 'full frenzy, a type of Forced Play' : 'a Forced Play effect';
    found.push({
      reason: 'forced-play',
      step: {
        text: `${owner.name} is under ${which}, and Alternate Combat Actions cannot be played while affected by Forced Play`,
        cites: owner.fullFrenzy
          ? [SECTION.fullFrenzy, SECTION.forcedPlay, SECTION.illegalCards]
          : [SECTION.forcedPlay, SECTION.illegalCards],
      },
    });
  } else if (!card.forcedPlayMet) {
    found.push({
      reason: 'forced-play',
      step: {
        text: `it does not meet the conditions of ${owner.name}'s Forced Play effect`,
        cites: [SECTION.forcedPlay, SECTION.illegalCards],
      },
    });
  }
  return found;
}
