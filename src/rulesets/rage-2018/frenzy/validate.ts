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
import { FRENZY_RANGES } from './ranges.ts';

/** A list of changes; left out, there are none (README: Fields you may omit). */
function readChanges(f: Fields, key: string, reader: InputReader): StatChange[] {
  if (f.absent(key)) return [];
  return f.list(key).map((item, i) => {
    const change = reader.record(item, pathTo(f.at(key), i));
    return {
      name: change.optional('name', '', (k) => change.text(k, { label: 'The effect name', required: false })),
      amount: change.integer('amount', FRENZY_RANGES.change),
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
    // Effects and facts that, left out, do not apply (README: Fields you may omit).
    cardAllowsFrenzy: f.optional('cardAllowsFrenzy', false, (k) => f.boolean(k)),
    alreadyFrenzied: f.optional('alreadyFrenzied', false, (k) => f.boolean(k)),
    kind: f.choice('kind', FRENZY_KINDS),
    formAtStart: f.choice('formAtStart', FORMS),
    crinosRage: f.integer('crinosRage', FRENZY_RANGES.crinosRage),
    crinosHealth: f.integer('crinosHealth', FRENZY_RANGES.crinosHealth),
    rageMultiplier: f.optional('rageMultiplier', 1, (k) => f.integer(k, FRENZY_RANGES.rageMultiplier)),
    rageChanges: readChanges(f, 'rageChanges', reader),
    playCardsAtPlusRage: readChanges(f, 'playCardsAtPlusRage', reader),
    mayPlayRageX: f.optional('mayPlayRageX', null, (k) => f.integerOrNull(k, FRENZY_RANGES.mayPlayRageX)),
    healthMultiplier: f.optional('healthMultiplier', 1, (k) => f.integer(k, FRENZY_RANGES.healthMultiplier)),
    healthChanges: readChanges(f, 'healthChanges', reader),
    battlefield: f.optional('battlefield', false, (k) => f.boolean(k)),
    damage: f.integer('damage', FRENZY_RANGES.damage),
    diedEarlier: f.optional('diedEarlier', false, (k) => f.boolean(k)),
    laterRageChange: f.optional('laterRageChange', 0, (k) => f.integer(k, FRENZY_RANGES.laterRageChange)),
    laterHealthChange: f.optional('laterHealthChange', 0, (k) => f.integer(k, FRENZY_RANGES.laterHealthChange)),
    // Left out: not known, and the answer says what the discard depends on.
    handAtEnd: f.optional('handAtEnd', null, (k) => f.integerOrNull(k, FRENZY_RANGES.handAtEnd)),
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
