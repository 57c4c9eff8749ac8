import type { CalcFact, CalcAnswer, CalcStep } from '../../../core/calc/contract.ts';
import { type CallingCheck, checkCalling } from './calling.ts';
import { countVotes } from './count-votes.ts';
import { canEverVote, emptyPhaseState, standingSteps } from './eligibility.ts';
import type { Junta, JuntaInput } from './input.ts';
import { juntaName } from './names.ts';
import { orderJuntas } from './order.ts';
import { type JuntaVoteResult, voteJunta } from './vote-junta.ts';

/** The whole Moot phase laid out: which Juntas could be called, their order, and each vote. */
export interface JuntaOutput {
  /** One check per Junta, in the order entered. */
  calling: CallingCheck[];
  /** Ids of the callable Juntas in voting order. */
  order: string[];
  /** The same Juntas by name as entered (the id when blank). */
  orderNames: string[];
  /** Groups of tied Juntas whose random order the judge has not entered yet. */
  undrawnTies: string[][];
  /** The same groups by name. */
  undrawnTieNames: string[][];
  /** One result per callable Junta, in voting order. */
  results: JuntaVoteResult[];
}

function score(result: JuntaVoteResult): string {
  return `${result.passed ? 'passes' : 'fails'} ${result.yes}–${result.no}${!result.passed && result.yes === result.no ? ' (tie)' : ''}`;
}

function summarise(input: JuntaInput, output: JuntaOutput): { headline: string; facts: CalcFact[] } {
  const byId = new Map(input.juntas.map((j) => [j.id, j]));
  const named = (id: string): string => {
    const junta = byId.get(id);
    return junta ? juntaName(junta) : id;
  };
  const callable = output.calling.filter((c) => c.callable).length;
  const facts: CalcFact[] = [{ label: 'Juntas that can be called', value: `${callable} of ${input.juntas.length}` }];
  if (output.order.length) facts.push({ label: 'Voting order', value: output.order.map(named).join(' → ') });
  for (const result of output.results)
    facts.push({ label: `${result.position}. ${named(result.juntaId)}`, value: score(result) });
  for (const tie of output.undrawnTies)
    facts.push({ label: 'Order to draw at random', value: tie.map(named).join(', ') });
  if (input.juntas.length === 0) return { headline: 'No Juntas called', facts };
  if (callable === 0) return { headline: 'No Junta can be called', facts };
  const results = output.results.map((r) => `${named(r.juntaId)} ${score(r)}`).join(' · ');
  return { headline: output.undrawnTies.length ? `${results} (draw the order of tied Juntas)` : results, facts };
}

/** Lays out the Moot phase: calling checks, order of Juntas, then each Junta voted and applied in turn. */
export function computeJunta(input: JuntaInput): CalcAnswer<JuntaOutput> {
  const { creatures, juntas, twoPlayerGame, drawnOrder } = input;
  const creatureById = new Map(creatures.map((c) => [c.id, c]));
  const steps: CalcStep[] = [];
  const calling: CallingCheck[] = [];
  const callable: Junta[] = [];
  for (const junta of juntas) {
    const caller = creatureById.get(junta.callerId);
    if (!caller) continue; // validation guarantees the caller exists
    const { check, step } = checkCalling(junta, caller, twoPlayerGame);
    calling.push(check);
    steps.push(step);
    if (check.callable) callable.push(junta);
  }
  const callerRenown = (junta: Junta): number => creatureById.get(junta.callerId)?.renown ?? 0;
  const ordered = orderJuntas(callable, callerRenown, drawnOrder);
  if (callable.length) {
    steps.push(...ordered.steps, ...standingSteps(creatures));
    for (const creature of creatures.filter(canEverVote)) {
      const count = countVotes(creature).step;
      if (count) steps.push(count);
    }
  }
  const state = emptyPhaseState();
  const results = ordered.order.map((junta, index) => {
    const voted = voteJunta(junta, index + 1, creatures, state);
    steps.push(...voted.steps);
    return voted.result;
  });
  const nameOf = new Map(juntas.map((j) => [j.id, juntaName(j)]));
  const names = (ids: string[]): string[] => ids.map((id) => nameOf.get(id) ?? id);
  const output: JuntaOutput = {
    calling,
    order: ordered.order.map((j) => j.id),
    orderNames: ordered.order.map(juntaName),
    undrawnTies: ordered.undrawnTies,
    undrawnTieNames: ordered.undrawnTies.map(names),
    results,
  };
  return { ok: true, ...summarise(input, output), steps, output };
}
