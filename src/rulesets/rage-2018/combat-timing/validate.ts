import type { Validation } from '../../../core/calc/contract.ts';
import { InputReader, pathTo } from '../../../core/calc/read-input.ts';
import {
  COMBAT_STEPS,
  type CombatCreature,
  type CombatStep,
  type CombatTimingInput,
  type CreatureStatus,
  type ResolutionCard,
  type Speed,
} from './input.ts';
import { COMBAT_TIMING_RANGES } from './ranges.ts';

const STATUSES: readonly CreatureStatus[] = ['fighting', 'dead', 'hacked-apart', 'left'];
const SPEEDS: readonly Speed[] = ['normal', 'fast', 'slow', 'both'];

/** The round-end facts matter only at the Withdrawal step; cards drawn for frenzy only in full frenzy: else they may be omitted. */
function readCreature(value: unknown, path: string, reader: InputReader, step: CombatStep): CombatCreature {
  const f = reader.record(value, path);
  const roundEnd = step === 'withdrawal';
  const name = f.text('name', { label: 'A creature name', required: true }).trim();
  const side = f.choice('side', ['attacker', 'defender'] as const);
  const status = f.choice('status', STATUSES);
  const fullFrenzy = f.boolean('fullFrenzy');
  return {
    name,
    side,
    status,
    fullFrenzy,
    frenzyCardsDrawn:
      !fullFrenzy && f.absent('frenzyCardsDrawn')
        ? 0
        : f.integerOrNull('frenzyCardsDrawn', COMBAT_TIMING_RANGES.frenzyCardsDrawn),
    playedCombatAction: !roundEnd && f.absent('playedCombatAction') ? null : f.booleanOrNull('playedCombatAction'),
    hasCombatActionForNextRound:
      !roundEnd && f.absent('hasCombatActionForNextRound') ? true : f.boolean('hasCombatActionForNextRound'),
    noValidTargetFullRound:
      !roundEnd && f.absent('noValidTargetFullRound') ? false : f.boolean('noValidTargetFullRound'),
  };
}

function readResolutionCard(value: unknown, path: string, reader: InputReader): ResolutionCard {
  const f = reader.record(value, path);
  const base = {
    name: f.optional('name', '', (k) => f.text(k, { label: 'The card name', required: false })),
    owner: f.text('owner', { label: 'The card owner', required: true }).trim(),
    speed: f.choice('speed', SPEEDS),
  };
  const kind = f.choice('kind', ['attack', 'dodge', 'block'] as const);
  if (kind === 'dodge') return { ...base, kind };
  if (kind === 'block') return { ...base, kind, amount: f.integer('amount', COMBAT_TIMING_RANGES.blocked) };
  return {
    ...base,
    kind,
    damage: f.integer('damage', COMBAT_TIMING_RANGES.damage),
    target: f.text('target', { label: 'The target of an attack', required: true }).trim(),
    // Keywords the card does not print may be left out.
    undodgeable: f.optional('undodgeable', false, (k) => f.boolean(k)),
    unblockable: f.optional('unblockable', false, (k) => f.boolean(k)),
  };
}

/** Checks names, sides and states that must agree with each other, and that cards name creatures in the combat. */
function checkConsistency(input: CombatTimingInput, reader: InputReader): void {
  const names = new Set<string>();
  input.creatures.forEach((c, i) => {
    const at = (key: string) => pathTo(pathTo('creatures', i), key);
    if (c.name && names.has(c.name))
      reader.report(at('name'), `two creatures are called "${c.name}": give each a different name`);
    names.add(c.name);
    if ((c.frenzyCardsDrawn ?? 0) > 0 && !c.fullFrenzy)
      reader.report(at('frenzyCardsDrawn'), `"${c.name}" is not in full frenzy, so it drew no cards for frenzy`);
  });
  for (const side of ['attacker', 'defender'] as const) {
    if (!input.creatures.some((c) => c.side === side))
      reader.report('creatures', `a combat has at least one ${side}: add one`);
  }
  input.resolution.forEach((card, i) => {
    const at = (key: string) => pathTo(pathTo('resolution', i), key);
    if (card.owner && !names.has(card.owner))
      reader.report(at('owner'), `"${card.owner}" is not a creature in this combat`);
    if (card.kind !== 'attack' || !card.target) return;
    if (!names.has(card.target)) reader.report(at('target'), `targets "${card.target}", who is not in this combat`);
    else if (card.target === card.owner)
      reader.report(at('target'), `targets its own creature "${card.owner}": choose an opponent`);
  });
}

/** Reads untrusted JSON into a CombatTimingInput, or lists every problem with its path. */
export function validateCombatTiming(value: unknown): Validation<CombatTimingInput> {
  const reader = new InputReader();
  const f = reader.record(value, '');
  const step = f.choice('step', COMBAT_STEPS);
  // Withdrawal facts matter only at the Withdrawal step, the cards only at the Resolution step: else they may be omitted.
  const withdrawal = (key: string) => (step !== 'withdrawal' && f.absent(key) ? false : f.boolean(key));
  const input: CombatTimingInput = {
    step,
    round: f.integer('round', COMBAT_TIMING_RANGES.round),
    creatures: f.list('creatures').map((c, i) => readCreature(c, pathTo('creatures', i), reader, step)),
    attackerWithdraws: withdrawal('attackerWithdraws'),
    withdrawalPrevented: withdrawal('withdrawalPrevented'),
    endedByCard: f.boolean('endedByCard'),
    resolution:
      step !== 'resolution' && f.absent('resolution')
        ? []
        : f.list('resolution').map((c, i) => readResolutionCard(c, pathTo('resolution', i), reader)),
  };
  checkConsistency(input, reader);
  return reader.result(input);
}
