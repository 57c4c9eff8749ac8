import type { CalcFact, CalcAnswer, CalcStep } from '../../../core/calc/contract.ts';
import type { StealthCheckInput } from './input.ts';
import { type NpcCheck, automaticSuccesses, npcCheck } from './npc-check.ts';
import { STEALTH_SECTION as S } from './sections.ts';

/** Every STEALTH check of one move. */
export interface StealthCheckOutput {
  /** False in Crinos form: no STEALTH mode, so no checks. */
  inStealthMode: boolean;
  /** STEALTH skill level, plus 1 in Lupus form. */
  automaticSuccesses: number;
  /** One per NPC of the input, in order. */
  npcs: Omit<NpcCheck, 'steps'>[];
}

const CRINOS: CalcStep = {
  text: 'You cannot enter STEALTH mode in Crinos form: if you shift to Crinos, you automatically exit STEALTH mode and lose your STEALTH token. No stealth checks.',
  cites: [S.stealthMode, S.crinos],
};

function summary(check: NpcCheck): string {
  if (!check.check) return 'no check';
  return check.automaticSuccess
    ? `difficulty ${check.difficulty}, automatic success`
    : `difficulty ${check.difficulty}, ${check.neededFromDice} from the dice`;
}

/** Given input its validator accepted, rules on one check per NPC whose Line of Sight the move enters (Stealth Check). */
export function computeStealthCheck(input: StealthCheckInput): CalcAnswer<StealthCheckOutput> {
  if (input.form === 'crinos') {
    return {
      ok: true,
      headline: 'Crinos form: no STEALTH mode, no checks',
      facts: [{ label: 'STEALTH mode', value: 'No (Crinos)' }],
      steps: [CRINOS],
      output: { inStealthMode: false, automaticSuccesses: 0, npcs: [] },
    };
  }
  const checks = input.npcs.map((npc, i) => npcCheck(input, npc, i));
  const count = checks.filter((c) => c.check).length;
  const steps: CalcStep[] = [
    {
      text: `You must make a STEALTH check for each NPC whose Line of Sight you enter or move through during your turn: ${count} ${count === 1 ? 'check' : 'checks'} here.`,
      cites: [S.stealthCheck],
    },
  ];
  if (input.form === 'lupus')
    steps.push({ text: 'In Lupus form you must add 1 success to all stealth checks.', cites: [S.lupus] });
  steps.push(...checks.flatMap((c) => c.steps));
  if (count > 0)
    steps.push({
      text: 'When you are detected during your movement, complete it before adjudicating any NPC’s reaction.',
      cites: [S.stealthCheck],
    });
  const facts: CalcFact[] = checks.map((c) => ({ label: c.npc, value: summary(c) }));
  const headline =
    count === 0
      ? 'No stealth check'
      : [
          `${count} stealth ${count === 1 ? 'check' : 'checks'}`,
          ...checks.filter((c) => c.check).map((c) => `${c.npc}: difficulty ${c.difficulty}`),
        ].join(' · ');
  const npcs = checks.map(({ steps: _steps, ...rest }) => rest);
  return {
    ok: true,
    headline,
    facts,
    steps,
    output: { inStealthMode: true, automaticSuccesses: automaticSuccesses(input), npcs },
  };
}
