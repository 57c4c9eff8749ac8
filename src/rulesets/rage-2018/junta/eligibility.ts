import type { CalcStep } from '../../../core/calc/contract.ts';
import { JUNTA_SECTION as A } from './sections.ts';
import type { Junta, JuntaCreature } from './input.ts';
import { creatureName, kindName } from './names.ts';

/** What earlier Juntas of this Moot phase left behind (4.7.2, 4.7.6), each fact naming the Junta that caused it. */
export interface PhaseState {
  killedBy: Map<string, string>;
  votesRemovedBy: Map<string, string>;
  /** The one Junta of the other allegiance each creature has voted in this turn. */
  otherAllegianceVotedIn: Map<string, string>;
}

export function emptyPhaseState(): PhaseState {
  return { killedBy: new Map(), votesRemovedBy: new Map(), otherAllegianceVotedIn: new Map() };
}

/** Whether a creature may vote in a Junta, with the reason and the sections that decide it. */
export interface Eligibility {
  eligible: boolean;
  reason: string;
  cites: string[];
  /** It votes in a Junta of the other allegiance under 4.7.2's one-per-turn allowance. */
  usesOtherAllegianceAllowance: boolean;
  /** The reason holds for every Junta this phase, so it is explained once (see `standingSteps`). */
  standing: boolean;
}

/** A Gaia creature in a Board Meeting, or a Wyrm creature in a Moot. */
export function isOtherAllegiance(creature: JuntaCreature, junta: Junta): boolean {
  return (creature.allegiance === 'gaia') !== (junta.kind === 'moot');
}

function no(reason: string, cites: string[], standing = false): Eligibility {
  return { eligible: false, reason, cites, usesOtherAllegianceAllowance: false, standing };
}

function yes(
  reason: string,
  cites: string[],
  options: { usesAllowance?: boolean; standing?: boolean } = {},
): Eligibility {
  return {
    eligible: true,
    reason,
    cites,
    usesOtherAllegianceAllowance: options.usesAllowance ?? false,
    standing: options.standing ?? false,
  };
}

const UMBRA_ONLY = 'creatures only in the Umbra may not vote in Juntas';
const ALLY_WITHOUT_VOTES = 'Allies may not vote unless an ability gives them votes';
const EITHER_KIND =
  'an ability lets it vote in Moots and Board Meetings alike: it must cast its votes when the other creatures of its Renown do, or it is taken to abstain';

/** Checks, in order: earlier Juntas, the Umbra, Allies, the card's own requirements, allegiance. */
export function eligibility(creature: JuntaCreature, junta: Junta, state: PhaseState): Eligibility {
  const killedBy = state.killedBy.get(creature.id);
  if (killedBy !== undefined)
    return no(`killed by ${killedBy}, which took effect before this Junta`, [A.voteResolution]);
  const removedBy = state.votesRemovedBy.get(creature.id);
  if (removedBy !== undefined)
    return no(`lost its voting rights to ${removedBy}, which took effect before this Junta`, [A.voteResolution]);
  if (creature.world === 'umbra') return no(UMBRA_ONLY, [A.umbra], true);
  if (creature.type === 'ally' && !creature.abilityGivesVotes) return no(ALLY_WITHOUT_VOTES, [A.allies, A.votes], true);
  if (junta.cardBarsVoters.includes(creature.id))
    return no("the Junta's own requirements bar it from voting", [A.calling]);
  if (!isOtherAllegiance(creature, junta))
    return yes(`${creature.allegiance === 'gaia' ? 'Gaia' : 'Wyrm'} creature in a ${kindName(junta.kind)}`, [A.votes], {
      standing: true,
    });
  if (creature.votesInEitherKind) return yes(EITHER_KIND, [A.mootsVsBoardMeetings], { standing: true });
  const only =
    creature.allegiance === 'gaia'
      ? 'Gaia characters vote in only one Board Meeting a turn'
      : 'Wyrm characters vote in only one Moot a turn';
  const votedIn = state.otherAllegianceVotedIn.get(creature.id);
  if (votedIn !== undefined) return no(`${only}, and it already voted in ${votedIn}`, [A.votes]);
  return yes(`${only}: this is its one if it votes yes or no here`, [A.votes], { usesAllowance: true });
}

/** False for creatures that may vote in no Junta at all: only in the Umbra, or an Ally no ability gives votes. */
export function canEverVote(creature: JuntaCreature): boolean {
  return creature.world !== 'umbra' && (creature.type === 'character' || creature.abilityGivesVotes);
}

/** Reasons that hold for every Junta of the phase, explained once before the voting. */
export function standingSteps(creatures: JuntaCreature[]): CalcStep[] {
  return creatures.flatMap((creature): CalcStep[] => {
    const name = creatureName(creature);
    if (creature.world === 'umbra')
      return [{ text: `${name} cannot vote in any Junta: ${UMBRA_ONLY}.`, cites: [A.umbra] }];
    if (creature.type === 'ally' && !creature.abilityGivesVotes)
      return [{ text: `${name} cannot vote in any Junta: ${ALLY_WITHOUT_VOTES}.`, cites: [A.allies, A.votes] }];
    const steps: CalcStep[] = [];
    if (creature.world === 'both')
      steps.push({ text: `${name} is in both worlds, so it votes as normal.`, cites: [A.umbra] });
    if (creature.votesInEitherKind) steps.push({ text: `${name}: ${EITHER_KIND}.`, cites: [A.mootsVsBoardMeetings] });
    return steps;
  });
}
