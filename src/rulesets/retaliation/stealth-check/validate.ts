import type { Validation } from '../../../core/calc/contract.ts';
import { type Fields, InputReader, pathTo } from '../../../core/calc/read-input.ts';
import {
  ATTITUDES,
  SPOT_PLACES,
  STEALTH_FORMS,
  type Spot,
  type StateCard,
  type StealthCheckInput,
  type StealthNpc,
} from './input.ts';

function readStateCard(f: Fields): StateCard | null {
  // Left out: no state card, as null (Line of Sight 3, Attitude Neutral).
  if (f.absent('stateCard')) return null;
  const card = f.record('stateCard', true);
  if (!card) return null;
  return {
    lineOfSight: card.integer('lineOfSight', { label: 'The Line of Sight value', min: 0 }),
    attitude: card.choice('attitude', ATTITUDES),
  };
}

function readSpot(value: unknown, path: string, reader: InputReader): Spot {
  const f = reader.record(value, path);
  const where = f.choice('where', SPOT_PLACES);
  if (where === 'directly-behind') return { where };
  return {
    where,
    hexesBetween: f.integer('hexesBetween', { label: 'The number of HEXES between you and the NPC', min: 0 }),
  };
}

function readNpc(value: unknown, path: string, reader: InputReader): StealthNpc {
  const f = reader.record(value, path);
  const name = f.optional('name', '', (k) => f.text(k, { label: 'The NPC name', required: false }));
  const stateCard = readStateCard(f);
  const reported = reader.problems.length;
  const list = f.list('spots');
  // A spot list is how the move is described: an NPC with none is one whose Line of Sight you never enter.
  if (list.length === 0 && reader.problems.length === reported)
    reader.report(f.at('spots'), 'list at least one HEX of your move inside its Line of Sight');
  return { name, stateCard, spots: list.map((s, i) => readSpot(s, pathTo(f.at('spots'), i), reader)) };
}

/** Reads untrusted JSON into a StealthCheckInput, or lists every problem with its path. */
export function validateStealthCheck(value: unknown): Validation<StealthCheckInput> {
  const reader = new InputReader();
  const f = reader.record(value, '');
  const input: StealthCheckInput = {
    form: f.choice('form', STEALTH_FORMS),
    physical: f.integer('physical', { label: 'PHYSICAL', min: 0 }),
    stealthSkill: f.integer('stealthSkill', { label: 'The STEALTH skill level', min: 0 }),
    npcs: f.list('npcs').map((n, i) => readNpc(n, pathTo('npcs', i), reader)),
  };
  return reader.result(input);
}
