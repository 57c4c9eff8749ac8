import type { CalcFact, CalcAnswer, CalcStep } from '../../../core/calc/contract.ts';
import type { BluffInput } from './input.ts';
import { describePlayableRage, playableRage } from './rage.ts';
import { type CardRuling, type CardVerdict, type CreatureRuling, ruleBluffStep } from './rulings.ts';
import { SECTION } from './sections.ts';

/** The Bluff step's outcome: a ruling for every card and the creature facts behind them. */
export interface BluffOutput {
  cards: CardRuling[];
  creatures: CreatureRuling[];
}

/** Verdict words shown to the judge. */
export const VERDICT_TEXT: Record<CardVerdict, string> = {
  illegal: 'Illegal: discarded',
  legal: 'Legal: resolves',
  'bluff-succeeds': 'Bluff succeeds: resolves',
  'bluff-fails': 'Bluff fails: discarded',
};

function creatureSteps(input: BluffInput): CalcStep[] {
  const steps: CalcStep[] = [];
  for (const c of input.creatures) {
    if (!input.cards.some((card) => card.owner === c.name)) continue;
    const modified = c.rageAllowance !== null || c.rageBonus !== 0;
    steps.push({
      text: describePlayableRage(c, playableRage(c)),
      cites: modified ? [SECTION.statModifications, SECTION.bluffs] : [SECTION.bluffs],
    });
    if (c.fullFrenzy) {
      steps.push({
        text: `${c.name} is in full frenzy: it must play every Combat Action it can, including bluffs (a type of Forced Play).`,
        cites: [SECTION.fullFrenzy, SECTION.forcedPlay],
      });
    }
  }
  return steps;
}

function headline(cards: CardRuling[]): string {
  if (cards.length === 0) return 'No cards revealed: nothing to discard.';
  const count = (v: CardVerdict) => cards.filter((c) => c.verdict === v).length;
  const part = (n: number, one: string, many: string) => (n ? [`${n} ${n === 1 ? one : many}`] : []);
  const kept = [
    ...part(count('legal'), 'legal', 'legal'),
    ...part(count('bluff-succeeds'), 'successful bluff', 'successful bluffs'),
  ];
  const gone = [
    ...part(count('illegal'), 'illegal', 'illegal'),
    ...part(count('bluff-fails'), 'failed bluff', 'failed bluffs'),
  ];
  const resolving = count('legal') + count('bluff-succeeds');
  const left = `${resolving} ${resolving === 1 ? 'card resolves' : 'cards resolve'}${kept.length ? ` (${kept.join(', ')})` : ''}`;
  return gone.length ? `${left}; discard ${gone.join(', ')}.` : `${left}; nothing is discarded.`;
}

/** Given input its validator accepted, rules on every revealed card in the order of the Bluff step (6.2 step 4). */
export function computeBluff(input: BluffInput): CalcAnswer<BluffOutput> {
  const { cards, creatures } = ruleBluffStep(input);
  const illegal = cards.filter((c) => c.verdict === 'illegal');
  const steps: CalcStep[] = [
    ...creatureSteps(input),
    illegal.length
      ? {
          text: `First discard the illegal ${illegal.length === 1 ? 'card: it is' : 'cards: they are'} not “cards played” for any purpose, including bluffs.`,
          cites: [SECTION.bluffStep, SECTION.illegalCards],
        }
      : {
          text: 'No card is illegal, so nothing is discarded before bluffs are checked.',
          cites: [SECTION.bluffStep, SECTION.illegalCards],
        },
    ...illegal.flatMap((c) => c.why),
    ...cards.filter((c) => c.verdict !== 'illegal').map((c) => c.why[0] as CalcStep),
    ...cards.filter((c) => c.verdict.startsWith('bluff')).map((c) => c.why[1] as CalcStep),
  ];
  if (cards.length) {
    steps.push({
      text: 'The cards left resolve in the Resolution step; special abilities of discarded Combat Actions do not resolve unless they say they occur at another time.',
      cites: [SECTION.bluffStep, SECTION.bluffStepOptions],
    });
  }
  const facts: CalcFact[] = [
    ...cards.map((c) => ({ label: c.label, value: VERDICT_TEXT[c.verdict] })),
    ...creatures.map((c) => ({ label: c.name, value: `meets Rage requirements up to ${c.playableRage}` })),
  ];
  return { ok: true, headline: headline(cards), facts, steps, output: { cards, creatures } };
}
