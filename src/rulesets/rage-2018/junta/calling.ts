import type { CalcStep } from '../../../core/calc/contract.ts';
import { JUNTA_SECTION as A } from './sections.ts';
import type { Junta, JuntaCreature } from './input.ts';
import { creatureName, juntaName, kindName } from './names.ts';

/** Whether a Junta could be called, and why not. */
export interface CallingCheck {
  juntaId: string;
  /** The Junta's name as entered (its id when blank). */
  name: string;
  callable: boolean;
  /** Every rule the call breaks (empty when callable). */
  reasons: string[];
}

/** The Moots the Moot Errata forbids in a two-player game, by their letters (spaces and hyphens dropped). */
const NOT_IN_TWO_PLAYER_GAMES = ['skindancer', 'tribalwar', 'winterwolf'];

/** The words of a name in lower case, letters only: "Skin-Dancer (errata)" → ["skin", "dancer", "errata"]. */
function words(name: string): string[] {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .split(/[^a-z]+/)
    .filter(Boolean);
}

/**
 * Whether a Junta name names one of the Moot Errata's three Moots: some run of whole words of it, joined, spells the
 * Moot's name, whatever the case, spaces, hyphens or surrounding words ("Winter Wolf Moot", "Skin-Dancer (errata)"),
 * and never part of a longer word ("Midwinter Wolf", "Tribal Warfare").
 */
export function isMootErrataName(name: string): boolean {
  const w = words(name);
  for (let start = 0; start < w.length; start++) {
    let joined = '';
    for (let end = start; end < w.length; end++) {
      joined += w[end];
      if (NOT_IN_TWO_PLAYER_GAMES.includes(joined)) return true;
      if (!NOT_IN_TWO_PLAYER_GAMES.some((m) => m.startsWith(joined))) break;
    }
  }
  return false;
}

/** Checks the caller and the game against 4.7.1, 4.4.1, chapter 5 and the Moot Errata. */
export function checkCalling(
  junta: Junta,
  caller: JuntaCreature,
  twoPlayerGame: boolean,
): { check: CallingCheck; step: CalcStep } {
  const broken: { reason: string; cite: string }[] = [];
  if (caller.type === 'ally') broken.push({ reason: 'Allies may not call Juntas', cite: A.allies });
  if (caller.world === 'umbra')
    broken.push({ reason: 'a creature only in the Umbra may not call Juntas', cite: A.umbra });
  if (caller.renown < junta.renown)
    broken.push({
      reason: `the caller's Renown ${caller.renown} is below the Junta's Renown ${junta.renown}`,
      cite: A.calling,
    });
  if (caller.allegiance === 'gaia' && junta.kind === 'board-meeting')
    broken.push({ reason: 'Gaia Characters can only call Moots', cite: A.calling });
  if (caller.allegiance === 'wyrm' && junta.kind === 'moot')
    broken.push({ reason: 'Wyrm Characters can only call Board Meetings', cite: A.calling });
  if (twoPlayerGame && isMootErrataName(junta.name))
    broken.push({ reason: `${juntaName(junta)} cannot be called in a two-player game`, cite: A.mootErrata });

  const who = `${juntaName(junta)} (${kindName(junta.kind)}, Renown ${junta.renown}) called by ${creatureName(caller)} (Renown ${caller.renown}, ${caller.allegiance === 'gaia' ? 'Gaia' : 'Wyrm'} ${caller.type === 'ally' ? 'Ally' : 'Character'})`;
  const reasons = broken.map((b) => b.reason);
  const check = { juntaId: junta.id, name: juntaName(junta), callable: broken.length === 0, reasons };
  if (check.callable)
    return { check, step: { text: `${who}: can be called, and is voted on.`, cites: [A.calling, A.mootPhase] } };
  const cites = [...new Set(broken.map((b) => b.cite))];
  return { check, step: { text: `${who}: cannot be called (${reasons.join('; ')}), so it is not voted on.`, cites } };
}
