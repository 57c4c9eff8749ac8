import { type CombatCreature, type CombatTimingInput, type ResolutionCard, newCombatCreature } from './input.ts';

/** "Defender 2": the first such name not taken. */
function freeName(taken: string[], stem: string): string {
  for (let n = 2; ; n++) if (!taken.includes(`${stem} ${n}`)) return `${stem} ${n}`;
}

export function addCreature(input: CombatTimingInput, side: CombatCreature['side']): CombatTimingInput {
  const stem = side === 'attacker' ? 'Attacker' : 'Defender';
  return {
    ...input,
    creatures: [
      ...input.creatures,
      newCombatCreature(
        freeName(
          input.creatures.map((c) => c.name),
          stem,
        ),
        side,
      ),
    ],
  };
}

/** Removes a creature and the resolution cards it played or that attack it. */
export function removeCreature(input: CombatTimingInput, index: number): CombatTimingInput {
  const name = input.creatures[index]?.name;
  return {
    ...input,
    creatures: input.creatures.filter((_, i) => i !== index),
    resolution: input.resolution.filter((c) => c.owner !== name && !(c.kind === 'attack' && c.target === name)),
  };
}

/** Changes a creature; a new name is carried to the cards that name it; frenzy cards go with the frenzy. */
export function updateCreature(input: CombatTimingInput, index: number, next: CombatCreature): CombatTimingInput {
  const old = input.creatures[index];
  if (!old) return input;
  const fixed = next.fullFrenzy ? next : { ...next, frenzyCardsDrawn: 0 };
  const rename = (n: string) => (n === old.name ? next.name : n);
  return {
    ...input,
    creatures: input.creatures.map((c, i) => (i === index ? fixed : c)),
    resolution: input.resolution.map((c) =>
      c.kind === 'attack'
        ? { ...c, owner: rename(c.owner), target: rename(c.target) }
        : { ...c, owner: rename(c.owner) },
    ),
  };
}

/** The first creature on the other side from `owner`, as the default target. */
function firstOpponent(owner: string, creatures: CombatCreature[]): string {
  const side = creatures.find((c) => c.name === owner)?.side;
  return creatures.find((c) => c.side !== side)?.name ?? '';
}

/** A card of the given kind keeping the name, owner and speed of `card`. */
export function withKind(
  card: ResolutionCard,
  kind: ResolutionCard['kind'],
  creatures: CombatCreature[],
): ResolutionCard {
  const base = { name: card.name, owner: card.owner, speed: card.speed };
  if (kind === 'dodge') return { ...base, kind };
  if (kind === 'block') return { ...base, kind, amount: 2 };
  return {
    ...base,
    kind,
    damage: 3,
    target: firstOpponent(card.owner, creatures),
    undodgeable: false,
    unblockable: false,
  };
}

/** A new attack by the first attacker at the first defender. */
export function addResolutionCard(input: CombatTimingInput): CombatTimingInput {
  const owner = input.creatures.find((c) => c.side === 'attacker')?.name ?? '';
  return {
    ...input,
    resolution: [
      ...input.resolution,
      withKind({ kind: 'dodge', name: '', owner, speed: 'normal' }, 'attack', input.creatures),
    ],
  };
}

export function removeResolutionCard(input: CombatTimingInput, index: number): CombatTimingInput {
  return { ...input, resolution: input.resolution.filter((_, i) => i !== index) };
}

/** Changes a card; an attack whose new owner is its target gets the first opponent as target instead. */
export function updateResolutionCard(input: CombatTimingInput, index: number, next: ResolutionCard): CombatTimingInput {
  const fixed =
    next.kind === 'attack' && next.target === next.owner
      ? { ...next, target: firstOpponent(next.owner, input.creatures) }
      : next;
  return { ...input, resolution: input.resolution.map((c, i) => (i === index ? fixed : c)) };
}
