import type { CalcStep } from '../../../core/calc/contract.ts';
import { fightsOn, removalWords } from './frenzy.ts';
import type { AttackCard, CombatCreature, CreatureStatus, ResolutionCard, Speed } from './input.ts';
import { SECTION } from './sections.ts';

/** A speed as cards resolve at it: "both" Fast and Slow Striking is normal. */
export type ResolvedSpeed = 'fast' | 'normal' | 'slow';

const ORDER: readonly ResolvedSpeed[] = ['fast', 'normal', 'slow'];

/** The order the round's surviving cards resolve in, and which dodge or block can affect which attack. */
export interface ResolutionPlan {
  /** Speeds that have cards, in resolution order, with indexes of their cards and their names as entered. */
  order: { speed: ResolvedSpeed; cards: number[]; names: string[] }[];
  /** For each dodge or block (by index and name): the attacks (by index and name) it may affect. */
  defences: { card: number; name: string; canAffect: number[]; canAffectNames: string[] }[];
  /** Creatures hit by several attacks at one speed: the opponent decides the order they land. */
  sameSpeedHits: { target: string; speed: ResolvedSpeed; attacks: number[]; attackNames: string[] }[];
  /** Cards (by index) of creatures removed from combat: discarded, not resolved (6.2 step 5, 6.10.1). */
  discarded: { creature: string; status: Exclude<CreatureStatus, 'fighting'>; cards: number[]; names: string[] }[];
  steps: CalcStep[];
}

export function resolvedSpeed(speed: Speed): ResolvedSpeed {
  return speed === 'both' ? 'normal' : speed;
}

/** A card's name as entered, or "Card 3" by its place when none was entered. */
export function cardName(card: ResolutionCard, index: number): string {
  return card.name.trim() || `Card ${index + 1}`;
}

export function resolutionLabel(card: ResolutionCard, index: number): string {
  const name = cardName(card, index);
  if (card.kind === 'attack') return `${name} (${card.owner} → ${card.target}, ${card.damage} damage)`;
  return card.kind === 'block' ? `${name} (${card.owner} blocks ${card.amount})` : `${name} (${card.owner} dodges)`;
}

/** A dodge or block affects attacks on its own creature at its speed or slower, unless the attack ignores it. */
function canAffect(defence: ResolutionCard, attack: AttackCard): boolean {
  if (attack.target !== defence.owner) return false;
  if (ORDER.indexOf(resolvedSpeed(attack.speed)) < ORDER.indexOf(resolvedSpeed(defence.speed))) return false;
  return defence.kind === 'dodge' ? !attack.undodgeable : !attack.unblockable;
}

/** `resolving`: the cards that still resolve, with their indexes in `cards`. */
function defenceStep(
  cards: ResolutionCard[],
  resolving: { c: ResolutionCard; i: number }[],
  index: number,
  affects: number[],
): CalcStep {
  const d = cards[index] as ResolutionCard;
  const label = resolutionLabel(d, index);
  const speed = resolvedSpeed(d.speed);
  const onOwner = resolving.filter(({ c }) => c.kind === 'attack' && c.target === d.owner) as {
    c: AttackCard;
    i: number;
  }[];
  const faster = onOwner
    .filter(({ c }) => ORDER.indexOf(resolvedSpeed(c.speed)) < ORDER.indexOf(speed))
    .map(({ c, i }) => resolutionLabel(c, i));
  const immune = onOwner
    .filter(({ c }) => (d.kind === 'dodge' ? c.undodgeable : c.unblockable))
    .map(({ c, i }) => resolutionLabel(c, i));
  const effect =
    d.kind === 'block'
      ? `prevents up to ${d.amount} damage from one attack, up to the damage it deals`
      : 'prevents all damage from one attack';
  const choice = affects.length
    ? `${d.owner} chooses which when it resolves (${speed} speed), among: ${affects.map((i) => resolutionLabel(cards[i] as AttackCard, i)).join('; ')}`
    : 'it can affect none of the attacks';
  const notes = [
    faster.length ? `not faster attacks: ${faster.join('; ')}` : '',
    immune.length ? `not ${d.kind === 'dodge' ? 'Undodgeable' : 'Unblockable'} attacks: ${immune.join('; ')}` : '',
  ].filter(Boolean);
  const cites = [
    SECTION.dodgesAndBlocks,
    SECTION.speeds,
    ...(immune.length ? [d.kind === 'dodge' ? 'undodgeable' : 'unblockable'] : []),
  ];
  return { text: `${label} ${effect}: ${choice}${notes.length ? ` (${notes.join('; ')})` : ''}.`, cites };
}

/** The step for a creature removed from combat: its unresolved Combat Actions are discarded (6.2 step 5, 6.10.1). */
function discardStep(creature: CombatCreature, cards: ResolutionCard[], indexes: number[]): CalcStep {
  const labels = indexes.map((i) => resolutionLabel(cards[i] as ResolutionCard, i)).join('; ');
  const why =
    creature.status === 'hacked-apart'
      ? [SECTION.fullFrenzy]
      : creature.status === 'dead'
        ? [SECTION.combatEvents, SECTION.fullFrenzy]
        : [];
  return {
    text: `${creature.name} has been removed from combat (${removalWords(creature)}): it discards its unresolved Combat Actions, which do not resolve: ${labels}. (Any of them at the speed at which it was removed, or a faster one, had already resolved and stands.)`,
    cites: [SECTION.resolutionStep, SECTION.speeds, ...why],
  };
}

/**
 * Fast, then normal, then slow; dodges and blocks only reach attacks at their own speed or slower (6.10). Cards of
 * creatures no longer in the combat (`creatures` as they stand now) are discarded instead; a card whose owner is not
 * listed counts as in the combat.
 */
export function planResolution(cards: ResolutionCard[], creatures: CombatCreature[] = []): ResolutionPlan {
  const names = (indexes: number[]) => indexes.map((i) => cardName(cards[i] as ResolutionCard, i));
  const discarded = creatures
    .filter((c) => !fightsOn(c))
    .map((c) => ({ creature: c, cards: cards.flatMap((card, i) => (card.owner === c.name ? [i] : [])) }))
    .filter((d) => d.cards.length);
  const out = new Set(discarded.flatMap((d) => d.cards));
  const indexed = cards.map((c, i) => ({ c, i })).filter(({ i }) => !out.has(i));
  const order = ORDER.map((speed) => ({
    speed,
    cards: indexed.filter(({ c }) => resolvedSpeed(c.speed) === speed).map(({ i }) => i),
  }))
    .filter((o) => o.cards.length)
    .map((o) => ({ ...o, names: names(o.cards) }));
  const attacks = indexed.filter(({ c }) => c.kind === 'attack') as { c: AttackCard; i: number }[];
  const defences = indexed
    .filter(({ c }) => c.kind !== 'attack')
    .map(({ c, i }) => ({ card: i, canAffect: attacks.filter((a) => canAffect(c, a.c)).map((a) => a.i) }))
    .map((d) => ({
      card: d.card,
      name: names([d.card])[0] as string,
      canAffect: d.canAffect,
      canAffectNames: names(d.canAffect),
    }));
  const sameSpeedHits = ORDER.flatMap((speed) => {
    const targets = [...new Set(attacks.filter((a) => resolvedSpeed(a.c.speed) === speed).map((a) => a.c.target))];
    return targets.map((target) => ({
      target,
      speed,
      attacks: attacks.filter((a) => a.c.target === target && resolvedSpeed(a.c.speed) === speed).map((a) => a.i),
    }));
  })
    .filter((h) => h.attacks.length > 1)
    .map((h) => ({ ...h, attackNames: names(h.attacks) }));

  const discardedOut = discarded.map((d) => ({
    creature: d.creature.name,
    status: d.creature.status as Exclude<CreatureStatus, 'fighting'>,
    cards: d.cards,
    names: names(d.cards),
  }));
  const discardSteps = discarded.map((d) => discardStep(d.creature, cards, d.cards));
  if (indexed.length === 0) {
    return {
      order,
      defences,
      sameSpeedHits,
      discarded: discardedOut,
      steps: [{ text: 'No cards are left to resolve this round.', cites: [SECTION.bluffStep] }, ...discardSteps],
    };
  }
  const steps: CalcStep[] = [];
  const both = indexed.filter(({ c }) => c.speed === 'both');
  order.forEach((o, n) => {
    steps.push({
      text: `${n === 0 ? 'First' : 'Then'}, ${o.speed} speed: ${o.cards.map((i) => resolutionLabel(cards[i] as ResolutionCard, i)).join('; ')}.`,
      cites: [SECTION.resolutionStep, SECTION.speeds],
    });
  });
  if (both.length)
    steps.push({
      text: `${both.map(({ c, i }) => resolutionLabel(c, i)).join('; ')}: both Fast and Slow Striking, so normal speed.`,
      cites: [SECTION.speeds],
    });
  steps.push(...discardSteps);
  for (const d of defences) steps.push(defenceStep(cards, indexed, d.card, d.canAffect));
  for (const h of sameSpeedHits) {
    steps.push({
      text: `${h.target} takes ${h.attacks.length} attacks at ${h.speed} speed: the opponent decides the order the damage lands.`,
      cites: [SECTION.resolutionStep, SECTION.multipleCards],
    });
  }
  if (attacks.length) {
    steps.push({
      text: 'When an attack would hit: dodges and blocks apply first, then redirection, then other cards which affect damage cards; a creature removed from combat before its slower cards resolve discards them.',
      cites: [SECTION.redirecting, SECTION.speeds],
    });
  }
  return { order, defences, sameSpeedHits, discarded: discardedOut, steps };
}
