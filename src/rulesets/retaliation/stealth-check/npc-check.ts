import type { CalcStep } from '../../../core/calc/contract.ts';
import { attitudeOf, describeSpot, inReach, lineOfSightOf, spotDifficulty } from './difficulty.ts';
import type { Attitude, StealthCheckInput, StealthNpc } from './input.ts';
import { ATTITUDE_NAMES, REACTION } from './reaction.ts';
import { STEALTH_SECTION as S } from './sections.ts';
import { sneakAttackStep } from './sneak-attack.ts';

/** The STEALTH check against one NPC, or why there is none. */
export interface NpcCheck {
  /** "Guard", or "NPC 2" when unnamed. */
  npc: string;
  lineOfSight: number;
  attitude: Attitude;
  /** A STEALTH check is needed against this NPC. */
  check: boolean;
  /** The difficulty at each spot in input order; null where the Line of Sight does not reach. */
  spotDifficulties: (number | null)[];
  /** The check's difficulty, the highest of the spots; null when there is no check. */
  difficulty: number | null;
  /** In Homid or Lupus form with automatic successes at least the difficulty: no roll. */
  automaticSuccess: boolean;
  /** Successes still needed from the black dice (0 when automatic); null when there is no check. */
  neededFromDice: number | null;
  steps: CalcStep[];
}

/** "PHYSICAL + STEALTH": the skill's automatic successes, plus the 1 success Lupus must add. */
export function automaticSuccesses(input: StealthCheckInput): number {
  return input.stealthSkill + (input.form === 'lupus' ? 1 : 0);
}

/** One NPC: its Line of Sight and Attitude, each spot's difficulty, the highest, and what it takes to pass. */
export function npcCheck(input: StealthCheckInput, npc: StealthNpc, index: number): NpcCheck {
  const name = npc.name.trim() || `NPC ${index + 1}`;
  const lineOfSight = lineOfSightOf(npc);
  const attitude = attitudeOf(npc);
  const source = npc.stateCard
    ? `its state card gives Line of Sight ${lineOfSight}, Attitude ${ATTITUDE_NAMES[attitude]}`
    : `no state card: Line of Sight ${lineOfSight} and Attitude Neutral by default`;
  const none = {
    npc: name,
    lineOfSight,
    attitude,
    check: false,
    difficulty: null,
    automaticSuccess: false,
    neededFromDice: null,
  };
  if (attitude === 'oblivious') {
    // No check, but the Sneak Attack conditions (STEALTH token, HEX directly behind, state card on the table) can hold.
    const sneak = sneakAttackStep(npc, name);
    const steps: CalcStep[] = [
      {
        text: `${name} (${source}): an Oblivious NPC has, outside of combat, a Line of Sight of 0 and cannot detect characters in STEALTH mode: no check.`,
        cites: [S.attitude],
      },
    ];
    return { ...none, spotDifficulties: npc.spots.map(() => null), steps: sneak ? [...steps, sneak] : steps };
  }
  const spotDifficulties = npc.spots.map((spot) =>
    inReach(spot, lineOfSight) ? spotDifficulty(spot, lineOfSight) : null,
  );
  const reached = spotDifficulties.filter((d): d is number => d !== null);
  const steps: CalcStep[] = [
    {
      text: `${name} (${source}): ${npc.spots.map((s) => describeSpot(s, lineOfSight)).join('; ')}.`,
      cites: reached.length === npc.spots.length ? [S.stealthCheck] : [S.stealthCheck, S.lineOfSight],
    },
  ];
  if (reached.length === 0) {
    steps.push({
      text: `You never enter ${name}'s Line of Sight, which extends ${lineOfSight} HEXES: no check.`,
      cites: [S.lineOfSight],
    });
    return { ...none, spotDifficulties, steps };
  }
  const difficulty = Math.max(...reached);
  if (reached.length > 1)
    steps.push({
      text: `You pass several HEXES of its Line of Sight and make one check against it: as when moving closer to an NPC to remain undetected, use the highest difficulty, ${difficulty}.`,
      cites: [S.stealthCheck],
    });
  const auto = automaticSuccesses(input);
  const automaticSuccess = auto >= difficulty;
  const neededFromDice = Math.max(0, difficulty - auto);
  const lupus = input.form === 'lupus';
  const autoText = `STEALTH ${input.stealthSkill}${lupus ? ` + 1 (Lupus) = ${auto}` : ''} automatic ${auto === 1 ? 'success' : 'successes'} against difficulty ${difficulty}`;
  const roll = automaticSuccess
    ? `in ${lupus ? 'Lupus' : 'Homid'} form, automatic successes equal to or greater than the difficulty: you automatically succeed, no roll.`
    : `roll ${input.physical} black ${input.physical === 1 ? 'die' : 'dice'} (PHYSICAL ${input.physical}) and get ${neededFromDice} more ${neededFromDice === 1 ? 'success' : 'successes'} to stay undetected.`;
  steps.push({
    text: `PHYSICAL + STEALTH check against ${name}: ${autoText}: ${roll}`,
    cites: lupus ? [S.stealthCheck, S.skillChecks, S.lupus] : [S.stealthCheck, S.skillChecks],
  });
  if (!automaticSuccess)
    steps.push({
      text: `If ${name} detects you, you lose your STEALTH token and it reacts by its Attitude, ${REACTION[attitude]}.`,
      cites: [S.stealthCheck, S.stealthToken, S.attitude],
    });
  const sneak = sneakAttackStep(npc, name);
  if (sneak) steps.push(sneak);
  return {
    npc: name,
    lineOfSight,
    attitude,
    check: true,
    spotDifficulties,
    difficulty,
    automaticSuccess,
    neededFromDice,
    steps,
  };
}
