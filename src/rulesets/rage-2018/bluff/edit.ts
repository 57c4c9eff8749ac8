import { type BluffCard, type BluffCreature, type BluffInput, newCard, newCreature } from './input.ts';

/** "Creature 3": the first such name not taken. */
export function freeName(taken: string[], stem: string): string {
  for (let n = taken.length + 1; ; n++) if (!taken.includes(`${stem} ${n}`)) return `${stem} ${n}`;
}

export function addCreature(input: BluffInput): BluffInput {
  return {
    ...input,
    creatures: [
      ...input.creatures,
      newCreature(
        freeName(
          input.creatures.map((c) => c.name),
          'Creature',
        ),
        3,
      ),
    ],
  };
}

/** Removes a creature with its cards; cards that targeted it get no target. */
export function removeCreature(input: BluffInput, index: number): BluffInput {
  const name = input.creatures[index]?.name;
  return {
    creatures: input.creatures.filter((_, i) => i !== index),
    cards: input.cards.filter((c) => c.owner !== name).map((c) => (c.target === name ? { ...c, target: null } : c)),
  };
}

/** Changes a creature; a new name is carried to the cards that name it, and without Forced Play its cards meet it. */
export function updateCreature(input: BluffInput, index: number, next: BluffCreature): BluffInput {
  const old = input.creatures[index];
  if (!old) return input;
  const cards = input.cards.map((c) => ({
    ...c,
    owner: c.owner === old.name ? next.name : c.owner,
    target: c.target === old.name ? next.name : c.target,
    forcedPlayMet: c.owner === old.name && !next.forcedPlay ? true : c.forcedPlayMet,
  }));
  return { creatures: input.creatures.map((c, i) => (i === index ? next : c)), cards };
}

/** A new card for the first creature, at the next creature, as the commonest play. */
export function addCard(input: BluffInput): BluffInput {
  const owner = input.creatures[0]?.name ?? '';
  const target = input.creatures[1]?.name ?? null;
  return { ...input, cards: [...input.cards, newCard(owner, target, 1)] };
}

export function removeCard(input: BluffInput, index: number): BluffInput {
  return { ...input, cards: input.cards.filter((_, i) => i !== index) };
}

/** Changes a card; a new owner clears a target that would be itself, and without Forced Play the card meets it. */
export function updateCard(input: BluffInput, index: number, next: BluffCard): BluffInput {
  const forced = input.creatures.find((c) => c.name === next.owner)?.forcedPlay ?? false;
  const fixed = {
    ...next,
    target: next.target === next.owner ? null : next.target,
    forcedPlayMet: forced ? next.forcedPlayMet : true,
  };
  return { ...input, cards: input.cards.map((c, i) => (i === index ? fixed : c)) };
}
