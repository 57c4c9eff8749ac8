import type { CalcStep } from '../../../core/calc/contract.ts';
import { JUNTA_SECTION as A } from './sections.ts';
import type { JuntaCreature } from './input.ts';
import { creatureName } from './names.ts';

/** A creature's votes in a Junta it is eligible for, and the step that explains them when anything modifies them. */
export interface VoteCount {
  votes: number;
  step: CalcStep | null;
}

function signed(n: number): string {
  return n < 0 ? `− ${-n}` : `+ ${n}`;
}

/** Votes = Renown (or the number an Ally's ability sets), doubled at most once before additions, plus extra votes (4.7.2, 4.7.5, 4.1.10). */
export function countVotes(creature: JuntaCreature): VoteCount {
  const name = creatureName(creature);
  const parts: string[] = [];
  let renownVotes: number;
  if (creature.type === 'ally' && creature.abilityVoteCount !== null) {
    // The ability sets the number of votes, so Renown modifiers do not reach it (README, readings chosen).
    renownVotes = creature.abilityVoteCount;
    parts.push(`its ability gives ${renownVotes} votes`);
  } else {
    const doubled = creature.renownDoublings > 0;
    const base = doubled ? creature.renown * 2 : creature.renown;
    parts.push(
      doubled
        ? `Renown ${creature.renown} doubled to ${base}${creature.renownDoublings > 1 ? ` (only one doubling applies, not ${creature.renownDoublings})` : ''}`
        : `Renown ${creature.renown}`,
    );
    const changed = base + creature.renownChange;
    if (creature.renownChange !== 0) parts.push(`then ${signed(creature.renownChange)} = ${changed}`);
    renownVotes = Math.max(0, changed);
    if (changed < 0) parts.push('which gives no votes rather than a negative number');
  }
  const votes = renownVotes + creature.extraVotes;
  if (creature.extraVotes > 0)
    parts.push(`plus ${creature.extraVotes} extra vote${creature.extraVotes === 1 ? '' : 's'}`);
  const modified =
    creature.type === 'ally' || creature.renownDoublings > 0 || creature.renownChange !== 0 || creature.extraVotes > 0;
  if (!modified) return { votes, step: null };
  const cites =
    creature.type === 'ally'
      ? [A.votes, A.voteModifiers, A.mootsVsBoardMeetings]
      : [A.voteModifiers, A.statModifications, A.mootsVsBoardMeetings];
  return {
    votes,
    step: {
      text: `${name}: ${parts.join(', ')}: ${votes} vote${votes === 1 ? '' : 's'} in every Junta it can vote in.`,
      cites,
    },
  };
}
