import { JUNTA_SECTION as A } from './sections.ts';
import type { Junta, JuntaCreature } from './input.ts';
import { kindName } from './names.ts';

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
}

/** A Gaia creature in a Board Meeting, or a Wyrm creature in a Moot. */
export function isOtherAllegiance(creature: JuntaCreature, junta: Junta): boolean {
  return (creature.allegiance === 'gaia') !== (junta.kind === 'moot');
}

function no(reason: string, ...cites: string[]): Eligibility {
  return { eligible: false, reason, cites, usesOtherAllegianceAllowance: false };
}

function yes(reason: string, cites: string[], usesOtherAllegianceAllowance = false): Eligibility {
  return { eligible: true, reason, cites, usesOtherAllegianceAllowance };
}

/** Checks, in order: earlier Juntas, the Umbra, Allies, the card's own requirements, allegiance. */
export function eligibility(creature: JuntaCreature, junta: Junta, state: PhaseState): Eligibility {
  const killedBy = state.killedBy.get(creature.id);
  if (killedBy !== undefined) return no(`killed by ${killedBy}, which took effect before this Junta`, A.voteResolution);
  const removedBy = state.votesRemovedBy.get(creature.id);
  if (removedBy !== undefined) return no(`lost its voting rights to ${removedBy}, which took effect before this Junta`, A.voteResolution);
  if (creature.world === 'umbra') return no('creatures only in the Umbra may not vote in Juntas', A.umbra);
  if (creature.type === 'ally' && !creature.abilityGivesVotes) return no('Allies may not vote unless an ability gives them votes', A.allies, A.votes);
  if (junta.cardBarsVoters.includes(creature.id)) return no("the Junta's own requirements bar it from voting", A.calling);
  const world = creature.world === 'both' ? ' (in both worlds, so it can vote)' : '';
  if (!isOtherAllegiance(creature, junta)) return yes(`${creature.allegiance === 'gaia' ? 'Gaia' : 'Wyrm'} creature in a ${kindName(junta.kind)}${world}`, creature.world === 'both' ? [A.votes, A.umbra] : [A.votes]);
  if (creature.votesInEitherKind) return yes(`an ability lets it vote in ${kindName(junta.kind)}s: it votes with the other creatures of its Renown, or is taken to abstain`, [A.mootsVsBoardMeetings]);
  const only = creature.allegiance === 'gaia' ? 'Gaia characters vote in only one Board Meeting a turn' : 'Wyrm characters vote in only one Moot a turn';
  const votedIn = state.otherAllegianceVotedIn.get(creature.id);
  if (votedIn !== undefined) return no(`${only}, and it already voted in ${votedIn}`, A.votes);
  return yes(`${only}: this is its one if it votes yes or no here`, [A.votes], true);
}
