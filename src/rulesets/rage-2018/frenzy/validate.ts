import type { Validation } from '../../../core/calc/contract.ts';
import { type Fields, InputReader, pathTo } from '../../../core/calc/read-input.ts';
import {
  CREATURE_CLASSES,
  CREATURE_TYPES,
  FORMS,
  FRENZY_KINDS,
  type CreatureClass,
  type FrenzyInput,
  type StatChange,
} from './input.ts';

function readChanges(f: Fields, key: string, reader: InputReader): StatChange[] {
  return f.list(key).map((item, i) => {
    const change = reader.record(item, pathTo(f.at(key), i));
    return {
      name: change.text('name', { label: 'The effect name', required: false }),
      amount: change.integer('amount', { label: 'The change' }),
    };
  });
}

/** At least one class, each from the A1.1 table, none twice. */
function readClasses(f: Fields, reader: InputReader): CreatureClass[] {
  const reported = reader.problems.length;
  const list = f.list('classes');
  if (list.length === 0 && reader.problems.length === reported)
    reader.report(f.at('classes'), 'a creature has at least one creature class');
  const classes: CreatureClass[] = [];
  list.forEach((item, i) => {
    const path = pathTo(f.at('classes'), i);
    if (!CREATURE_CLASSES.includes(item as CreatureClass))
      reader.report(
        path,
        `expected one of ${CREATURE_CLASSES.map((c) => `"${c}"`).join(', ')}, got ${JSON.stringify(item) ?? 'nothing'}`,
      );
    else if (classes.includes(item as CreatureClass)) reader.report(path, `"${item}" is listed twice`);
    else classes.push(item as CreatureClass);
  });
  return classes;
}

/** Reads untrusted JSON into a FrenzyInput, or lists every problem with its path. */
export function validateFrenzy(value: unknown): Validation<FrenzyInput> {
  const reader = new InputReader();
  const f = reader.record(value, '');
  const input: FrenzyInput = {
    creatureType: f.choice('creatureType', CREATURE_TYPES),
    classes: readClasses(f, reader),
    cardAllowsFrenzy: f.boolean('cardAllowsFrenzy'),
    alreadyFrenzied: f.boolean('alreadyFrenzied'),
    kind: f.choice('kind', FRENZY_KINDS),
    formAtStart: f.choice('formAtStart', FORMS),
    crinosRage: f.integer('crinosRage', { label: 'Rage', min: 0 }),
    crinosHealth: f.integer('crinosHealth', { label: 'Health', min: 0 }),
    rageMultiplier: f.integer('rageMultiplier', { label: 'The Rage multiplier', min: 1 }),
    rageChanges: readChanges(f, 'rageChanges', reader),
    playCardsAtPlusRage: readChanges(f, 'playCardsAtPlusRage', reader),
    mayPlayRageX: f.integerOrNull('mayPlayRageX', { label: 'The "may play Rage X" value', min: 0 }),
    healthMultiplier: f.integer('healthMultiplier', { label: 'The Health multiplier', min: 1 }),
    healthChanges: readChanges(f, 'healthChanges', reader),
    battlefield: f.boolean('battlefield'),
    damage: f.integer('damage', { label: 'Damage', min: 0 }),
    diedEarlier: f.boolean('diedEarlier'),
    laterRageChange: f.integer('laterRageChange', { label: 'The later Rage change' }),
    laterHealthChange: f.integer('laterHealthChange', { label: 'The later Health change' }),
    handAtEnd: f.integerOrNull('handAtEnd', { label: 'The number of cards in hand', min: 0 }),
  };
  // Sidebar: Combat Events and 6.11.3: only a fully frenzied creature fights on after it dies; any other is removed.
  if (input.diedEarlier && (input.kind === 'limited' || input.kind === 'fox')) {
    reader.report(
      f.at('diedEarlier'),
      `only a creature in full frenzy fights on after it dies: in a ${input.kind} frenzy it was removed from combat when it died, which ended the frenzy, so it cannot have died earlier in this frenzy (set this to false, or the kind to full)`,
    );
  }
  return reader.result(input);
}
