import { type Allegiance, type Junta, type JuntaCreature, type JuntaInput, newCreature, newJunta } from './input.ts';

/** The first "<prefix><n>" not already used. */
export function nextId(prefix: string, used: readonly string[]): string {
  let n = used.length + 1;
  while (used.includes(`${prefix}${n}`)) n++;
  return `${prefix}${n}`;
}

export function addCreature(input: JuntaInput, allegiance: Allegiance): JuntaInput {
  const id = nextId(
    'c',
    input.creatures.map((c) => c.id),
  );
  const label = allegiance === 'gaia' ? 'Gaia' : 'Wyrm';
  const count = input.creatures.filter((c) => c.allegiance === allegiance).length + 1;
  return { ...input, creatures: [...input.creatures, newCreature(id, `${label} ${count}`, allegiance, 3)] };
}

export function updateCreature(input: JuntaInput, id: string, patch: Partial<JuntaCreature>): JuntaInput {
  return { ...input, creatures: input.creatures.map((c) => (c.id === id ? { ...c, ...patch } : c)) };
}

/** Removes a creature and every reference to it; Juntas it called pass to the first creature left. */
export function removeCreature(input: JuntaInput, id: string): JuntaInput {
  const creatures = input.creatures.filter((c) => c.id !== id);
  const without = (ids: string[]) => ids.filter((other) => other !== id);
  const juntas = input.juntas.map((j) => ({
    ...j,
    callerId: j.callerId === id ? (creatures[0]?.id ?? '') : j.callerId,
    cardBarsVoters: without(j.cardBarsVoters),
    votes: Object.fromEntries(Object.entries(j.votes).filter(([voter]) => voter !== id)),
    ifPassed: { kills: without(j.ifPassed.kills), removesVotes: without(j.ifPassed.removesVotes) },
  }));
  return { ...input, creatures, juntas };
}

/** A new Moot (or Board Meeting for a Wyrm caller) called by the creature with the highest Renown. */
export function addJunta(input: JuntaInput): JuntaInput {
  const id = nextId(
    'j',
    input.juntas.map((j) => j.id),
  );
  const caller = [...input.creatures].sort((a, b) => b.renown - a.renown)[0];
  const kind = caller?.allegiance === 'wyrm' ? 'board-meeting' : 'moot';
  const junta = newJunta(
    id,
    `${kind === 'moot' ? 'Moot' : 'Board Meeting'} ${input.juntas.length + 1}`,
    kind,
    1,
    caller?.id ?? '',
  );
  return { ...input, juntas: [...input.juntas, junta] };
}

export function updateJunta(input: JuntaInput, id: string, patch: Partial<Junta>): JuntaInput {
  return { ...input, juntas: input.juntas.map((j) => (j.id === id ? { ...j, ...patch } : j)) };
}

export function removeJunta(input: JuntaInput, id: string): JuntaInput {
  return {
    ...input,
    juntas: input.juntas.filter((j) => j.id !== id),
    drawnOrder: input.drawnOrder.filter((d) => d !== id),
  };
}

/** Adds a Junta at the end of the drawn order, or takes it out. */
export function toggleDrawn(input: JuntaInput, id: string): JuntaInput {
  const drawnOrder = input.drawnOrder.includes(id)
    ? input.drawnOrder.filter((d) => d !== id)
    : [...input.drawnOrder, id];
  return { ...input, drawnOrder };
}

/** Adds the id to the list, or takes it out. */
export function toggleId(ids: string[], id: string): string[] {
  return ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id];
}
