import { type InputReader, pathTo } from '../../../core/calc/read-input.ts';
import type { JuntaInput } from './input.ts';

function checkUnique(ids: string[], listPath: string, what: string, reader: InputReader): void {
  const seen = new Set<string>();
  ids.forEach((id, index) => {
    if (seen.has(id))
      reader.report(
        pathTo(pathTo(listPath, index), 'id'),
        `two ${what}s have the id "${id}": give each a different id`,
      );
    seen.add(id);
  });
}

/** Checks that ids are unique and that every id a Junta or the drawn order refers to exists. */
export function checkJuntaReferences(input: JuntaInput, reader: InputReader): void {
  checkUnique(
    input.creatures.map((c) => c.id),
    'creatures',
    'creature',
    reader,
  );
  checkUnique(
    input.juntas.map((j) => j.id),
    'juntas',
    'Junta',
    reader,
  );
  const creatureIds = new Set(input.creatures.map((c) => c.id));
  const creature = (id: string, path: string): void => {
    if (!creatureIds.has(id)) reader.report(path, `"${id}" is not the id of any creature`);
  };
  input.juntas.forEach((junta, index) => {
    const at = (key: string): string => pathTo(pathTo('juntas', index), key);
    creature(junta.callerId, at('callerId'));
    junta.cardBarsVoters.forEach((id, i) => creature(id, pathTo(at('cardBarsVoters'), i)));
    for (const id of Object.keys(junta.votes)) creature(id, pathTo(at('votes'), id));
    junta.ifPassed.kills.forEach((id, i) => creature(id, pathTo(at('ifPassed.kills'), i)));
    junta.ifPassed.removesVotes.forEach((id, i) => creature(id, pathTo(at('ifPassed.removesVotes'), i)));
  });
  const juntaIds = new Set(input.juntas.map((j) => j.id));
  const drawn = new Set<string>();
  input.drawnOrder.forEach((id, index) => {
    const path = pathTo('drawnOrder', index);
    if (!juntaIds.has(id)) reader.report(path, `"${id}" is not the id of any Junta`);
    else if (drawn.has(id)) reader.report(path, `Junta "${id}" is listed twice`);
    drawn.add(id);
  });
}
