import type { CalcFact, CalcAnswer } from '../../../core/calc/contract.ts';
import { canFrenzy } from './can-frenzy.ts';
import { cardsDrawn, constraints, discardAtEnd } from './frenzy-end.ts';
import type { FrenzyInput } from './input.ts';
import { type FrenzyStatus, deadBeforeFrenzy, frenzyStatus, signed } from './status.ts';
import { statsAtStart } from './stats-at-start.ts';

/**
 * Everything a judge asks about one frenzy; the numbers are null when it cannot frenzy, except that a creature dead
 * before the frenzy (Health zero or less at frenzy start) keeps its stats at frenzy start and has status "dead".
 */
export interface FrenzyOutput {
  canFrenzy: boolean;
  /** Rage and Health in crinos at frenzy start, after multipliers then additions. */
  rageAtStart: number | null;
  healthAtStart: number | null;
  cardsDrawn: number;
  /** Damage at which it dies (its Health now). */
  deathAt: number | null;
  /** Damage at which it is hacked apart: full frenzy only. */
  hackedApartAt: number | null;
  /** At the damage entered; null when it cannot frenzy. */
  status: FrenzyStatus | null;
  dead: boolean;
  /** Cards discarded at random when the frenzy ends. */
  discardAtEnd: number;
  /** What it may not or must do while frenzied. */
  constraints: string[];
}

const STATUS_WORDS: Record<FrenzyStatus, string> = {
  fighting: 'fighting',
  'dead-but-fighting': 'dead but fighting on',
  'hacked-apart': 'hacked apart: stops fighting',
  dead: 'dead',
};

const KIND_WORDS = { full: 'Full frenzy', limited: 'Limited frenzy', fox: 'Fox frenzy' } as const;

/** Can it frenzy, cards drawn, death and hacked-apart thresholds, status, discard at the end, constraints. */
export function computeFrenzy(value: FrenzyInput): CalcAnswer<FrenzyOutput> {
  const can = canFrenzy(value);
  if (!can.can) {
    const output: FrenzyOutput = {
      canFrenzy: false,
      rageAtStart: null,
      healthAtStart: null,
      cardsDrawn: 0,
      deathAt: null,
      hackedApartAt: null,
      status: null,
      dead: false,
      discardAtEnd: 0,
      constraints: [],
    };
    return {
      ok: true,
      headline: 'Cannot frenzy',
      facts: [{ label: 'Can frenzy', value: 'No' }],
      steps: [can.step],
      output,
    };
  }
  const start = statsAtStart(value);
  const dead = deadBeforeFrenzy(start);
  if (dead) {
    const output: FrenzyOutput = {
      canFrenzy: false,
      rageAtStart: start.rage,
      healthAtStart: start.health,
      cardsDrawn: 0,
      deathAt: null,
      hackedApartAt: null,
      status: 'dead',
      dead: true,
      discardAtEnd: 0,
      constraints: [],
    };
    const facts: CalcFact[] = [
      { label: 'Can frenzy', value: 'No: dead before the frenzy' },
      { label: 'Health at frenzy start', value: signed(start.health) },
      { label: `Now (${value.damage} damage)`, value: STATUS_WORDS.dead },
    ];
    return {
      ok: true,
      headline: `Cannot frenzy: dead before the frenzy (Health ${signed(start.health)} at frenzy start)`,
      facts,
      steps: [can.step, start.healthStep, dead],
      output,
    };
  }
  const drawn = cardsDrawn(value, start.rage);
  const thresholds = frenzyStatus(value, start);
  const discard = discardAtEnd(value, drawn.drawn);
  const rules = constraints(value);
  const output: FrenzyOutput = {
    canFrenzy: true,
    rageAtStart: start.rage,
    healthAtStart: start.health,
    cardsDrawn: drawn.drawn,
    deathAt: thresholds.deathAt,
    hackedApartAt: thresholds.hackedApartAt,
    status: thresholds.status,
    dead: thresholds.dead,
    discardAtEnd: discard.discard,
    constraints: rules.rules,
  };
  const facts: CalcFact[] = [
    { label: 'Can frenzy', value: 'Yes' },
    { label: 'Cards drawn', value: String(drawn.drawn) },
    { label: 'Dies at damage', value: String(thresholds.deathAt) },
  ];
  if (thresholds.hackedApartAt !== null)
    facts.push({ label: 'Hacked apart at damage', value: String(thresholds.hackedApartAt) });
  facts.push({ label: `Now (${value.damage} damage)`, value: STATUS_WORDS[thresholds.status] });
  facts.push({ label: 'Discard when the frenzy ends', value: `${discard.discard} at random` });
  const hacked = thresholds.hackedApartAt === null ? '' : ` · hacked apart at ${thresholds.hackedApartAt}`;
  const headline = `${KIND_WORDS[value.kind]}: draws ${drawn.drawn} · dies at ${thresholds.deathAt}${hacked} · now ${STATUS_WORDS[thresholds.status]}`;
  return {
    ok: true,
    headline,
    facts,
    steps: [can.step, ...start.steps, drawn.step, ...thresholds.steps, discard.step, ...rules.steps],
    output,
  };
}
