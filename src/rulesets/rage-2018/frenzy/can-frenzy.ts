import type { CalcStep } from '../../../core/calc/contract.ts';
import { CLASS_TABLE } from './creature-classes.ts';
import type { FrenzyInput } from './input.ts';
import { FRENZY_SECTION as S } from './sections.ts';

const TYPE_NAMES = { character: 'Character', ally: 'Ally', prey: 'Prey' } as const;

/** Whether the creature can go into this frenzy at all (6.11.1, A1.1, 4.4), with the step that decides it. */
export function canFrenzy(input: FrenzyInput): { can: boolean; step: CalcStep } {
  const classNames = input.classes.map((c) => CLASS_TABLE[c].name).join('/');
  const who = `A ${classNames} ${TYPE_NAMES[input.creatureType]}`;
  if (input.alreadyFrenzied) {
    return {
      can: false,
      step: {
        text: `${who} already in a frenzy cannot frenzy again: a creature may not double-frenzy and is affected by only one frenzy at a time.`,
        cites: [S.commonRules],
      },
    };
  }
  if (input.cardAllowsFrenzy) {
    return {
      can: true,
      step: {
        text: `${who}: a card specifically says it can frenzy, and the card takes precedence over the rules.`,
        cites: [S.commonRules, S.cardSupremacy],
      },
    };
  }
  if (input.creatureType !== 'character') {
    return {
      can: false,
      step: {
        text: `${who} cannot frenzy: only Characters frenzy, and Allies and Prey may not unless a card specifically says it works on them.`,
        cites: [S.commonRules, S.creatures, S.creatureClasses],
      },
    };
  }
  const frenzying = input.classes.filter((c) => CLASS_TABLE[c].frenzies).map((c) => CLASS_TABLE[c].name);
  if (frenzying.length === 0) {
    return {
      can: false,
      step: {
        text: `${who} cannot frenzy: in the creature classes table, ${classNames} cannot frenzy.`,
        cites: [S.creatureClasses, S.keywords],
      },
    };
  }
  const mixed = frenzying.length < input.classes.length ? ' Where its classes disagree, CAN takes precedence.' : '';
  return {
    can: true,
    step: {
      text: `${who} can frenzy: Characters frenzy if their creature class can, and ${frenzying.join('/')} can.${mixed}`,
      cites: [S.creatureClasses, S.keywords],
    },
  };
}
