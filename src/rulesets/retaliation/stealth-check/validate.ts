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
import { STEALTH_CHECK_RANGES } from './ranges.ts';

function readStateCard(f: Fields): StateCard | null {
  // Left out: no state card, as null (Line of Sight 3, Attitude Neutral).
  if (f.absent('stateCard')) return null;
  const card = f.record('stateCard', true);
  if (!card) return null;
  return {
    lineOfSight: card.integer('lineOfSight', STEALTH_CHECK_RANGES.lineOfSight),
    attitude: card.choice('attitude', ATTITUDES),
  };
}

function readSpot(value: unknown, path: string, reader: InputReader): Spot {
  const f = reader.record(value, path);
  const where = f.choice('where', SPOT_PLACES);
  if (where === 'directly-behind') return { where };
  return {
    where,
    hexesBetween: f.integer('hexesBetween', STEALTH_CHECK_RANGES.hexesBetween),
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
    physical: f.integer('physical', STEALTH_CHECK_RANGES.physical),
    stealthSkill: f.integer('stealthSkill', STEALTH_CHECK_RANGES.stealthSkill),
    npcs: f.list('npcs').map((n, i) => readNpc(n, pathTo('npcs', i), reader)),
  };
  return reader.result(input);
}
