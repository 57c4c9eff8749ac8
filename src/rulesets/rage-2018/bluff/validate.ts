import type { Validation } from '../../../core/calc/contract.ts';
import { type Fields, InputReader, pathTo } from '../../../core/calc/read-input.ts';
import type { BluffCard, BluffCardType, BluffCreature, BluffInput, RageRestriction } from './input.ts';
import { BLUFF_RANGES } from './ranges.ts';

const CARD_TYPES: readonly BluffCardType[] = ['combat-action', 'combat-event', 'alternate'];

function readRestriction(f: Fields, reader: InputReader): RageRestriction | null {
  if (f.absent('restrictedPlay')) return null;
  const r = f.record('restrictedPlay', true);
  if (!r) return null;
  const min = r.integer('min', BLUFF_RANGES.restrictedMin);
  const max = r.integerOrNull('max', BLUFF_RANGES.restrictedMax);
  if (max !== null && max < min)
    reader.report(r.at('max'), `the highest Rage allowed (${max}) is below the lowest (${min})`);
  return { min, max };
}

function readCreature(value: unknown, path: string, reader: InputReader): BluffCreature {
  const f = reader.record(value, path);
  return {
    name: f.text('name', { label: 'A creature name', required: true }).trim(),
    rage: f.integer('rage', BLUFF_RANGES.rage),
    // The modifiers may be left out (README: Fields you may omit): none of them applies.
    rageBonus: f.optional('rageBonus', 0, (k) => f.integer(k, BLUFF_RANGES.rageBonus)),
    rageAllowance: f.optional('rageAllowance', null, (k) => f.integerOrNull(k, BLUFF_RANGES.rageAllowance)),
    restrictedPlay: readRestriction(f, reader),
    forcedPlay: f.optional('forcedPlay', false, (k) => f.boolean(k)),
    fullFrenzy: f.optional('fullFrenzy', false, (k) => f.boolean(k)),
  };
}

function readCard(value: unknown, path: string, reader: InputReader, creatures: BluffCreature[]): BluffCard {
  const f = reader.record(value, path);
  const name = f.optional('name', '', (k) => f.text(k, { label: 'The card name', required: false }));
  const owner = f.text('owner', { label: 'The card owner', required: true }).trim();
  const forced = creatures.some((c) => c.name === owner && c.forcedPlay);
  return {
    name,
    owner,
    type: f.choice('type', CARD_TYPES),
    rage: f.integerOrNull('rage', BLUFF_RANGES.cardRage),
    requirementsMet: f.boolean('requirementsMet'),
    // It matters only when the owner is under a Forced Play effect; otherwise, left out, there is no condition to fail.
    forcedPlayMet: forced ? f.boolean('forcedPlayMet') : f.optional('forcedPlayMet', true, (k) => f.boolean(k)),
    target: f.textOrNull('target', { label: 'The target' })?.trim() ?? null,
  };
}

/**
 * Why `forcedPlayMet` must be true for a creature with no Forced Play effect other than full frenzy: full frenzy is a
 * type of Forced Play (6.11.3), but it sets no condition a revealed card can fail.
 */
function forcedPlayMetMessage(owner: BluffCreature): string {
  if (owner.fullFrenzy)
    return `"${owner.name}" is under no Forced Play effect other than full frenzy, which sets no condition a card can fail (it must play every Combat Action it can), so this must be true`;
  return `"${owner.name}" is not under a Forced Play effect, so this must be true`;
}

/** Checks that names are unique and every owner and target is a creature in this combat. */
function checkReferences(input: BluffInput, reader: InputReader): void {
  const byName = new Map<string, BluffCreature>();
  input.creatures.forEach((c, i) => {
    if (c.name && byName.has(c.name))
      reader.report(
        pathTo(pathTo('creatures', i), 'name'),
        `two creatures are called "${c.name}": give each a different name`,
      );
    byName.set(c.name, c);
  });
  input.cards.forEach((card, i) => {
    const at = (key: string) => pathTo(pathTo('cards', i), key);
    const owner = byName.get(card.owner);
    if (card.owner && !owner) reader.report(at('owner'), `"${card.owner}" is not a creature in this combat`);
    if (card.target !== null && !byName.has(card.target))
      reader.report(at('target'), `targets "${card.target}", who is not in this combat`);
    if (card.target !== null && card.target === card.owner)
      reader.report(at('target'), `targets its own creature "${card.owner}": choose an opponent or no target`);
    if (owner && !owner.forcedPlay && !card.forcedPlayMet)
      reader.report(at('forcedPlayMet'), forcedPlayMetMessage(owner));
  });
}

/** Reads untrusted JSON into a BluffInput, or lists every problem with its path. */
export function validateBluff(value: unknown): Validation<BluffInput> {
  const reader = new InputReader();
  const f = reader.record(value, '');
  const creatures = f.list('creatures').map((c, i) => readCreature(c, pathTo('creatures', i), reader));
  const input: BluffInput = {
    creatures,
    cards: f.list('cards').map((c, i) => readCard(c, pathTo('cards', i), reader, creatures)),
  };
  checkReferences(input, reader);
  return reader.result(input);
}
