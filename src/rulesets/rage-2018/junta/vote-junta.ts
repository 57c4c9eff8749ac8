import type { CalcStep } from '../../../core/calc/contract.ts';
import { JUNTA_SECTION as A } from './sections.ts';
import { countVotes } from './count-votes.ts';
import { eligibility, type PhaseState } from './eligibility.ts';
import type { Junta, JuntaCreature, Vote } from './input.ts';
import { creatureName, juntaName, listNames } from './names.ts';

/** One creature in one Junta. */
export interface VoterLine {
  creatureId: string;
  /** The creature's name as entered (its id when blank). */
  name: string;
  renown: number;
  eligible: boolean;
  /** Why it may or may not vote. */
  reason: string;
  /** Votes it has (0 when not eligible). */
  votes: number;
  /** Its vote as cast; "abstain" when not eligible. */
  vote: Vote;
}

/** Creatures of one Renown: they cast their votes simultaneously (4.7.4). */
export interface VotingGroup {
  renown: number;
  voters: VoterLine[];
}

/** The voting on one Junta and what it did. */
export interface JuntaVoteResult {
  juntaId: string;
  /** The Junta's name as entered (its id when blank). */
  name: string;
  /** 1 for the first Junta voted. */
  position: number;
  /** Eligible voters, highest Renown first. */
  groups: VotingGroup[];
  notEligible: VoterLine[];
  yes: number;
  no: number;
  passed: boolean;
  /** Creatures it killed and creatures it stripped of votes (only when passed). */
  killed: string[];
  votesRemoved: string[];
  /** The same creatures by name, in the same order. */
  killedNames: string[];
  votesRemovedNames: string[];
}

function declaredVote(junta: Junta, creatureId: string): Vote {
  return Object.hasOwn(junta.votes, creatureId) ? (junta.votes[creatureId] ?? 'abstain') : 'abstain';
}

function groupByRenown(lines: VoterLine[]): VotingGroup[] {
  const renowns = [...new Set(lines.map((l) => l.renown))].sort((a, b) => b - a);
  return renowns.map((renown) => ({ renown, voters: lines.filter((l) => l.renown === renown) }));
}

/** Votes one Junta against the phase so far, then applies its effects to the phase state if it passed (4.7.4–4.7.6). */
export function voteJunta(
  junta: Junta,
  position: number,
  creatures: JuntaCreature[],
  state: PhaseState,
): { result: JuntaVoteResult; steps: CalcStep[] } {
  const title = `Junta ${position}, ${juntaName(junta)}`;
  const steps: CalcStep[] = [];
  const lines: VoterLine[] = [];
  const name = new Map(creatures.map((c) => [c.id, creatureName(c)]));
  for (const creature of creatures) {
    const check = eligibility(creature, junta, state);
    if (!check.eligible) {
      lines.push({
        creatureId: creature.id,
        name: creatureName(creature),
        renown: creature.renown,
        eligible: false,
        reason: check.reason,
        votes: 0,
        vote: 'abstain',
      });
      if (!check.standing)
        steps.push({ text: `${title}: ${creatureName(creature)} cannot vote: ${check.reason}.`, cites: check.cites });
      continue;
    }
    const vote = declaredVote(junta, creature.id);
    lines.push({
      creatureId: creature.id,
      name: creatureName(creature),
      renown: creature.renown,
      eligible: true,
      reason: check.reason,
      votes: countVotes(creature).votes,
      vote,
    });
    if (check.usesOtherAllegianceAllowance && vote !== 'abstain') {
      state.otherAllegianceVotedIn.set(creature.id, juntaName(junta));
      steps.push({
        text: `${title}: ${creatureName(creature)} votes in it: ${creature.allegiance === 'gaia' ? 'the one Board Meeting a Gaia character votes in' : 'the one Moot a Wyrm character votes in'} this turn.`,
        cites: [A.votes],
      });
    }
  }
  const groups = groupByRenown(lines.filter((l) => l.eligible));
  for (const group of groups) {
    const cast = group.voters.map(
      (l) => `${name.get(l.creatureId)} ${l.vote === 'abstain' ? 'abstains' : `${l.vote} (${l.votes})`}`,
    );
    steps.push({
      text: `${title}: Renown ${group.renown} vote${group.voters.length > 1 ? ' simultaneously' : 's'}: ${cast.join(', ')}.`,
      cites: [A.voting],
    });
  }
  if (groups.length === 0) steps.push({ text: `${title}: no creature can vote in it.`, cites: [A.voting] });

  const eligible = lines.filter((l) => l.eligible);
  const yes = eligible.filter((l) => l.vote === 'yes').reduce((sum, l) => sum + l.votes, 0);
  const no = eligible.filter((l) => l.vote === 'no').reduce((sum, l) => sum + l.votes, 0);
  const passed = yes > no;
  const verdict = passed
    ? 'passes: more votes for than against'
    : yes === no
      ? 'fails: a tied vote fails'
      : 'fails: more votes against than for';
  steps.push({ text: `${title}: ${yes} for, ${no} against, so it ${verdict}.`, cites: [A.votes] });

  const killed = passed ? [...new Set(junta.ifPassed.kills)] : [];
  const votesRemoved = passed ? [...new Set(junta.ifPassed.removesVotes)].filter((id) => !killed.includes(id)) : [];
  for (const id of killed) if (!state.killedBy.has(id)) state.killedBy.set(id, juntaName(junta));
  for (const id of votesRemoved) if (!state.votesRemovedBy.has(id)) state.votesRemovedBy.set(id, juntaName(junta));
  const marked = junta.ifPassed.kills.length + junta.ifPassed.removesVotes.length > 0;
  if (passed && marked) {
    const names = (ids: string[]): string => listNames(ids.map((id) => name.get(id) ?? id));
    const effects = [
      killed.length ? `${names(killed)} ${killed.length > 1 ? 'die' : 'dies'}` : '',
      votesRemoved.length ? `${names(votesRemoved)} ${votesRemoved.length > 1 ? 'lose' : 'loses'} voting rights` : '',
    ].filter(Boolean);
    steps.push({
      text: `${title} takes effect at once, before the next Junta is voted: ${effects.join('; ')}, and may not vote in any later Junta this turn.`,
      cites: [A.voteResolution],
    });
  } else if (marked) {
    steps.push({ text: `${title} failed, so the effects marked for a pass do not happen.`, cites: [A.votes] });
  }
  return {
    result: {
      juntaId: junta.id,
      name: juntaName(junta),
      position,
      groups,
      notEligible: lines.filter((l) => !l.eligible),
      yes,
      no,
      passed,
      killed,
      votesRemoved,
      killedNames: killed.map((id) => name.get(id) ?? id),
      votesRemovedNames: votesRemoved.map((id) => name.get(id) ?? id),
    },
    steps,
  };
}
