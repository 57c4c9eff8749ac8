import type { CalcStep } from '../../../core/calc/contract.ts';
import type { FrenzyInput } from './input.ts';
import { FRENZY_SECTION as S } from './sections.ts';
import type { StatsAtStart } from './stats-at-start.ts';

/** Where the creature stands at the damage entered. */
export type FrenzyStatus = 'fighting' | 'dead-but-fighting' | 'hacked-apart' | 'dead';

/** Death threshold, hacked-apart level and status (6.4, 6.11.3). */
export interface FrenzyThresholds {
  /** Damage at which it dies: its Health now (frenzy-start Health plus later changes), never below 0. */
  deathAt: number;
  /** Damage at which it is hacked apart (full frenzy only): Health plus Rage fixed at frenzy start. */
  hackedApartAt: number | null;
  dead: boolean;
  status: FrenzyStatus;
  steps: CalcStep[];
}

/** "−3" for -3: signed numbers as printed in sentences. */
export function signed(n: number): string {
  return n < 0 ? `−${-n}` : String(n);
}

/**
 * A Health of zero or less at frenzy start (4.1.10: "Any creature with a Health modified to zero is dead"): the creature
 * died before the frenzy started, so not in full frenzy, and does not frenzy; null when its Health is above zero.
 */
export function deadBeforeFrenzy(start: StatsAtStart): CalcStep | null {
  if (start.health > 0) return null;
  return {
    text: `A creature with a Health modified to zero is dead: with Health ${signed(start.health)} at frenzy start it died before the frenzy started, so it was not in full frenzy, and only a fully frenzied creature fights on after it dies (a non-frenzied creature killed in combat is removed from combat at once). It does not frenzy: it draws no cards and has no hacked-apart level.`,
    cites: [S.statModifications, S.combatEvents, S.death, S.fullFrenzy],
  };
}

/** Compares the damage entered with the death threshold and, in full frenzy, the hacked-apart level. */
export function frenzyStatus(input: FrenzyInput, start: StatsAtStart): FrenzyThresholds {
  const steps: CalcStep[] = [];
  const healthNow = start.health + input.laterHealthChange;
  const deathAt = Math.max(0, healthNow);
  if (input.laterHealthChange !== 0)
    steps.push({
      text: `Its Health changed by ${input.laterHealthChange > 0 ? '+' : '−'}${Math.abs(input.laterHealthChange)} since the frenzy started, so it is now ${healthNow}: that is the damage at which it dies.`,
      cites: [S.damageAndDeath],
    });
  if (healthNow <= 0)
    steps.push({
      text: `A creature whose Health is modified to zero is dead (Health now ${healthNow}).`,
      cites: [S.statModifications],
    });
  const dead = input.diedEarlier || input.damage >= deathAt;
  const full = input.kind === 'full';
  if (!full && input.formAtStart === 'breed') {
    steps.push({
      text: 'In breed form it flips to crinos when its damage reaches its breed-form Rage or Health, and dies only when its damage reaches its crinos-form Health.',
      cites: [S.damageAndDeath],
    });
  }
  if (!full) {
    const status = dead ? 'dead' : 'fighting';
    steps.push(
      dead
        ? {
            text: `With ${input.damage} damage against Health ${healthNow} it is dead. Only full frenzy lets a dead creature fight on, so it is removed from combat and the frenzy ends.`,
            cites: [S.death, S.fullFrenzy, S.endingFrenzy],
          }
        : {
            text: `With ${input.damage} damage it fights on; it dies when its damage reaches ${deathAt}.`,
            cites: [S.damageAndDeath],
          },
    );
    return { deathAt, hackedApartAt: null, dead, status, steps };
  }
  const hackedApartAt = start.health + start.rage;
  steps.push({
    text: `Hacked-apart level: Health ${start.health} + Rage ${start.rage} at frenzy start = ${hackedApartAt} damage. It is fixed when the frenzy starts.`,
    cites: [S.fullFrenzy],
  });
  if (input.laterRageChange !== 0 || input.laterHealthChange !== 0) {
    steps.push({
      text: `Rage or Health changed since the frenzy started: the hacked-apart level stays ${hackedApartAt}, and the cards drawn do not change.`,
      cites: [S.fullFrenzy],
    });
  }
  const hacked = input.damage >= hackedApartAt;
  if (dead)
    steps.push({
      text: `${input.diedEarlier ? 'Its damage already reached its Health earlier in this frenzy' : `With ${input.damage} damage against Health ${healthNow}`}: it is dead, but in full frenzy it is too angry to realise it. Cards that trigger on its death are played at the moment it died; healing will not stop it dying. When the combat or the frenzy ends it fights no more and goes to the Victory Pile of the pack that killed it, if any.`,
      cites: [S.fullFrenzy],
    });
  if (hacked)
    steps.push({
      text: `With ${input.damage} damage it has reached the hacked-apart level ${hackedApartAt}: it stops fighting.${dead ? '' : ` Its damage is still below its Health ${healthNow}: the rules say it stops fighting, not that it dies.`}`,
      cites: [S.fullFrenzy],
    });
  if (!dead && !hacked)
    steps.push({
      text: `With ${input.damage} damage it fights on: it dies at ${deathAt} damage (and fights on, dead), and is hacked apart at ${hackedApartAt}.`,
      cites: [S.damageAndDeath, S.fullFrenzy],
    });
  const status = hacked ? 'hacked-apart' : dead ? 'dead-but-fighting' : 'fighting';
  return { deathAt, hackedApartAt, dead, status, steps };
}
