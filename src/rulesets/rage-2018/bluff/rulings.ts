import type { CalcStep } from '../../../core/calc/contract.ts';
import type { BluffCard, BluffCreature, BluffInput } from './input.ts';
import { type IllegalReason, illegalReasons } from './legality.ts';
import { playableRage } from './rage.ts';
import { SECTION } from './sections.ts';

/** What happens to a revealed card at the Bluff step. */
export type CardVerdict = 'illegal' | 'legal' | 'bluff-succeeds' | 'bluff-fails';

/** The ruling on one card. */
export interface CardRuling {
  /** Index of the card in the input. */
  card: number;
  /** The card's name as entered ("Card 2" when blank). */
  name: string;
  /** "Dis-Arm (Attacker → Defender)". */
  label: string;
  verdict: CardVerdict;
  /** Empty unless the verdict is "illegal". */
  illegalReasons: IllegalReason[];
  /** The card stays on the table for the Resolution step. */
  resolves: boolean;
  /** Why, in order (what the card is, then for a bluff whether it succeeds), citing the deciding sections. */
  why: CalcStep[];
}

/** What the Bluff step needs to know about a creature once illegal cards are gone. */
export interface CreatureRuling {
  name: string;
  /** Rage after "+X Rage" effects. */
  rage: number;
  /** Highest Rage requirement it can meet (its Rage or a larger allowance). */
  playableRage: number;
  bluffed: boolean;
  /** It has at least one card that is not illegal (a bluff counts). */
  playedLegalCards: boolean;
  usedAlternate: boolean;
}

/** How a card is named: as entered, or by its place when no name was entered. */
export function cardName(card: BluffCard, index: number): string {
  return card.name.trim() || `Card ${index + 1}`;
}

export function cardLabel(card: BluffCard, index: number): string {
  const name = cardName(card, index);
  return `${name} (${card.owner}${card.target === null ? ', no target' : ` → ${card.target}`})`;
}

const joinSentences = (parts: string[]): string => parts.join('; and ');
const unique = (lists: string[][]): string[] => [...new Set(lists.flat())];

/** A card after the first pass: illegal (6.9.1), else bluff or legal (6.9.2), success not yet decided. */
interface Classified {
  card: number;
  name: string;
  label: string;
  kind: 'illegal' | 'legal' | 'bluff';
  illegalReasons: IllegalReason[];
  step: CalcStep;
}

function classify(card: BluffCard, index: number, owner: BluffCreature): Classified {
  const label = cardLabel(card, index);
  const illegal = illegalReasons(card, owner);
  if (illegal.length) {
    const text = `${label} is illegal: ${joinSentences(illegal.map((i) => i.step.text))}. It is discarded when revealed and is not a card played.`;
    return {
      card: index,
      name: cardName(card, index),
      label,
      kind: 'illegal',
      illegalReasons: illegal.map((i) => i.reason),
      step: { text, cites: unique(illegal.map((i) => i.step.cites)) },
    };
  }
  const as = (kind: 'legal' | 'bluff', text: string, cites: string[]): Classified => ({
    card: index,
    name: cardName(card, index),
    label,
    kind,
    illegalReasons: [],
    step: { text, cites },
  });
  if (card.type === 'alternate')
    return as(
      'legal',
      `${label} is an alternate combat action: it is considered a legal Combat Action, never a bluff.`,
      [SECTION.alternateActions],
    );
  if (card.rage === null)
    return as('legal', `${label} is legal: it has no Rage requirement, so it cannot be a bluff.`, [SECTION.bluffs]);
  const p = playableRage(owner);
  const cites =
    owner.rageAllowance !== null || owner.rageBonus !== 0
      ? [SECTION.bluffs, SECTION.statModifications]
      : [SECTION.bluffs];
  if (card.rage <= p.playable)
    return as(
      'legal',
      `${label} is legal: it needs Rage ${card.rage} and ${owner.name} can meet up to ${p.playable}.`,
      cites,
    );
  return as(
    'bluff',
    `${label} is a bluff: it needs Rage ${card.rage}, more than the ${p.playable} ${owner.name} can meet.`,
    cites,
  );
}

function creatureRulings(input: BluffInput, classified: Classified[]): Map<string, CreatureRuling> {
  const result = new Map<string, CreatureRuling>();
  for (const c of input.creatures) {
    const p = playableRage(c);
    const own = classified.filter((r) => input.cards[r.card]?.owner === c.name && r.kind !== 'illegal');
    result.set(c.name, {
      name: c.name,
      rage: p.rage,
      playableRage: p.playable,
      bluffed: own.some((r) => r.kind === 'bluff'),
      playedLegalCards: own.length > 0,
      usedAlternate: own.some((r) => input.cards[r.card]?.type === 'alternate'),
    });
  }
  return result;
}

/** 6.9.2 (with 6.6.5): whether a bluff succeeds, decided on the cards left after illegal ones are discarded. */
function judgeBluff(
  bluff: Classified,
  input: BluffInput,
  classified: Classified[],
  creatures: Map<string, CreatureRuling>,
): { succeeds: boolean; step: CalcStep } {
  const card = input.cards[bluff.card] as BluffCard;
  const settle = (succeeds: boolean, reason: string, cites: string[]) => ({
    succeeds,
    step: { text: `${bluff.label}: the bluff ${succeeds ? 'succeeds' : 'fails and is discarded'}: ${reason}.`, cites },
  });
  if (card.target !== null) {
    const target = creatures.get(card.target) as CreatureRuling;
    if (target.usedAlternate)
      return settle(
        false,
        `${target.name} played an alternate combat action, a legal Combat Action, and bluffs do not work against its user`,
        [SECTION.alternateActions, SECTION.bluffs],
      );
    if (target.bluffed) return settle(true, `its target ${target.name} also bluffed`, [SECTION.bluffs]);
    if (!target.playedLegalCards) {
      const hadIllegal = classified.some((r) => r.kind === 'illegal' && input.cards[r.card]?.owner === target.name);
      return settle(
        true,
        `its target ${target.name} played no legal cards${hadIllegal ? ' (illegal cards are not cards played)' : ''}`,
        hadIllegal ? [SECTION.bluffs, SECTION.illegalCards] : [SECTION.bluffs],
      );
    }
    return settle(false, `its target ${target.name} played a legal card and did not bluff`, [SECTION.bluffs]);
  }
  const against = classified.filter((r) => r.kind === 'legal' && input.cards[r.card]?.target === card.owner);
  if (against.length === 0)
    return settle(
      true,
      `it has no target and no creature targeted ${card.owner} with a non-bluffed Combat Action this round`,
      [SECTION.bluffs],
    );
  const alternate = against.some((r) => input.cards[r.card]?.type === 'alternate');
  return settle(
    false,
    `it has no target, and ${against.map((r) => r.label).join(', ')} targeted ${card.owner} with a non-bluffed Combat Action`,
    alternate ? [SECTION.bluffs, SECTION.alternateActions] : [SECTION.bluffs],
  );
}

function toRuling(c: Classified, verdict: CardVerdict, why: CalcStep[]): CardRuling {
  return {
    card: c.card,
    name: c.name,
    label: c.label,
    verdict,
    illegalReasons: c.illegalReasons,
    resolves: verdict === 'legal' || verdict === 'bluff-succeeds',
    why,
  };
}

/** Rulings for every card and the facts about each creature they rest on. */
export function ruleBluffStep(input: BluffInput): { cards: CardRuling[]; creatures: CreatureRuling[] } {
  const owners = new Map(input.creatures.map((c) => [c.name, c]));
  const classified = input.cards.map((card, i) => classify(card, i, owners.get(card.owner) as BluffCreature));
  const creatures = creatureRulings(input, classified);
  const cards = classified.map((c) => {
    if (c.kind !== 'bluff') return toRuling(c, c.kind, [c.step]);
    const judged = judgeBluff(c, input, classified, creatures);
    return toRuling(c, judged.succeeds ? 'bluff-succeeds' : 'bluff-fails', [c.step, judged.step]);
  });
  return { cards, creatures: [...creatures.values()] };
}
