import { juntaCalculator } from '../../../src/rulesets/rage-2018/junta/index.ts';
import {
  type Junta,
  type JuntaCreature,
  type JuntaInput,
  newCreature,
  newJunta,
} from '../../../src/rulesets/rage-2018/junta/input.ts';
import type { JuntaOutput } from '../../../src/rulesets/rage-2018/junta/compute.ts';

/** A creature with its id as name; `over` changes any field. */
export function creature(
  id: string,
  allegiance: 'gaia' | 'wyrm',
  renown: number,
  over: Partial<JuntaCreature> = {},
): JuntaCreature {
  return { ...newCreature(id, id, allegiance, renown), ...over };
}

/** A Junta with its id as name; `over` changes any field. */
export function junta(
  id: string,
  kind: 'moot' | 'board-meeting',
  renown: number,
  callerId: string,
  over: Partial<Junta> = {},
): Junta {
  return { ...newJunta(id, id, kind, renown, callerId), ...over };
}

export function phase(creatures: JuntaCreature[], juntas: Junta[], over: Partial<JuntaInput> = {}): JuntaInput {
  return { twoPlayerGame: false, creatures, juntas, drawnOrder: [], ...over };
}

/** Computes and fails the test on a validation problem. */
export function run(input: JuntaInput): { output: JuntaOutput; steps: string[]; headline: string } {
  const outcome = juntaCalculator.run(input);
  if (!outcome.ok) throw new Error(`unexpected problems: ${JSON.stringify(outcome.problems)}`);
  return { output: outcome.output, steps: outcome.steps.map((s) => s.text), headline: outcome.headline };
}

/** The result of the Junta with this id. */
export function resultOf(output: JuntaOutput, id: string) {
  const result = output.results.find((r) => r.juntaId === id);
  if (!result) throw new Error(`Junta ${id} was not voted`);
  return result;
}

/** A creature's line in a Junta: eligible (in a group) or not. */
export function lineOf(output: JuntaOutput, juntaId: string, creatureId: string) {
  const result = resultOf(output, juntaId);
  const line = [...result.groups.flatMap((g) => g.voters), ...result.notEligible].find(
    (l) => l.creatureId === creatureId,
  );
  if (!line) throw new Error(`no line for ${creatureId} in ${juntaId}`);
  return line;
}
