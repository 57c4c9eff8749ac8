import type { CalcStep } from '../../../core/calc/contract.ts';
import type { CombatStep } from './input.ts';
import { SECTION as S } from './sections.ts';

/** What the rules say about one step, whatever the situation. */
export interface StepRules {
  /** "Reveal step". */
  name: string;
  /** "Combat round, step 3". */
  position: string;
  anchor: string;
  play: 'closed' | 'open';
  /** The sections that make the step Closed or Open Play. */
  playCites: string[];
  /** Kinds of cards and abilities that may be used. */
  mayUse: CalcStep[];
  /** What must happen in this step. */
  mustHappen: CalcStep[];
}

const step = (text: string, ...cites: string[]): CalcStep => ({ text, cites });

/** The rules of each step, from 6.1 and 6.2 and the options sections 6.5 to 6.10. */
export const STEP_RULES: Record<CombatStep, StepRules> = {
  declaration: {
    name: 'Declaration step',
    position: 'Combat declaration, step 1',
    anchor: S.declarationStep,
    play: 'closed',
    playCites: [S.declarationStep, S.openClosed],
    mayUse: [
      step(
        'Abilities or cards played during the attack declaration, including certain Combat Events such as Hunting Party; for the defending player, Shieldmate is the only card at present.',
        S.declarationStep,
      ),
      step(
        "Hunting Party, Attacking the Wyrms and Ass Whuppin' Lynch Mob can only be played in this step.",
        S.packCombat,
      ),
    ],
    mustHappen: [
      step('Declare the attacker and its (intended) target.', S.declarationStep),
      step(
        "A challenged creature can normally decline the challenge here, in the defender's part of this step: then there is no combat.",
        S.challenging,
      ),
    ],
  },
  'pre-combat': {
    name: 'Pre-Combat step',
    position: 'Combat declaration, step 2',
    anchor: S.preCombatStep,
    play: 'closed',
    playCites: [S.preCombatStep, S.openClosed],
    mayUse: [
      step(
        'Cards which change the participants in the combat: Pack actions, defense of Territories, redirecting the attack, stepping in for Prey, defending a Battlefield, combat cancelling, etc.',
        S.preCombatStep,
      ),
      step(
        'If two alphas want to step in and defend, the one with the highest Renown does (ties decided randomly).',
        S.steppingIn,
      ),
    ],
    mustHappen: [
      step('The step continues until no player wishes to use any more cards or abilities in it.', S.preCombatStep),
      step(
        'Changing the target of the attack does not affect pack attacks already in effect nor cancel pack defences already played; if the new target is not in the pack defence, all its members leave combat (cards drawn for it stay in the combat hand).',
        S.preCombatStep,
      ),
    ],
  },
  'beginning-of-combat': {
    name: 'Beginning-of-Combat step',
    position: 'Combat declaration, step 3',
    anchor: S.beginningStep,
    play: 'open',
    playCites: [S.beginningStep, S.openTiming],
    mayUse: [
      step(
        'Relevant Open Play cards and abilities: other before-combat events (such as a beginning-of-combat Frenzy), Gifts to heighten the combat (e.g. Spirit of the Fray), and so forth.',
        S.beginningStep,
      ),
      step(
        'Cards and abilities which create pack attacks or defences, except where restricted on the card.',
        S.preCombatStep,
        S.packCombat,
      ),
    ],
    mustHappen: [
      step(
        'A creature sent into full frenzy changes to crinos or battle form (if possible) and draws additional combat cards equal to its current Rage in that form.',
        S.fullFrenzy,
      ),
    ],
  },
  'play-card': {
    name: 'Play Card step',
    position: 'Combat round, step 1',
    anchor: S.playCardStep,
    play: 'closed',
    playCites: [S.rounds, S.openClosed],
    mayUse: [
      step(
        'Each creature in combat may play a combat card face down; a creature able to play multiple Combat Actions plays them as separate Combat Actions, which may target different opponents.',
        S.playCardStep,
        S.multipleCards,
      ),
      step(
        "A prey creature's cards are played by a player not in combat against it, from that player's combat hand; only one player plays for prey each round.",
        S.playingForPrey,
      ),
    ],
    mustHappen: [
      step(
        'Players declare if creatures are using any weapons; if nothing is said, creatures use any weapons they are carrying.',
        S.playCardStep,
      ),
      step(
        'Players do not have to play combat cards for any of their creatures, unless affected by Forced Play: then they must play a card if they have any combat cards available, even an illegal one (Random Play picks it at random).',
        S.playCardStep,
        S.forcedPlay,
        S.randomPlay,
      ),
      step(
        'Under Restricted Play a creature need not play, but anything it plays must meet the restriction or it is illegal.',
        S.restrictedPlay,
      ),
    ],
  },
  targeting: {
    name: 'Targeting step',
    position: 'Combat round, step 2',
    anchor: S.targetingStep,
    play: 'closed',
    playCites: [S.rounds, S.openClosed],
    mayUse: [],
    mustHappen: [
      step(
        'Declare the target of each combat card; targets can be assigned to all combat cards, even those that need no target.',
        S.targetingStep,
      ),
      step('A card and its target must be in the same world.', S.targetingStep, S.umbralCombat),
      step(
        'Dodges and blocks that do no damage are given a target here so they are not obvious, but they do not actually target anyone.',
        S.dodgesAndBlocks,
      ),
    ],
  },
  reveal: {
    name: 'Reveal step',
    position: 'Combat round, step 3',
    anchor: S.revealStep,
    play: 'closed',
    playCites: [S.rounds, S.openClosed],
    mayUse: [
      step(
        'Feints, Alternative Combat Actions and Instinctive Combat Actions, in the mini-step at the end of this step, all played face up; Forced and Restricted Play still apply to Feints and Instinctive cards.',
        S.revealOptions,
      ),
      step(
        'Instinctive Combat Actions only by a creature that was prevented from playing a combat card (not one that chose not to play) and that is the target of a card; blocks and dodges do not count as targeting.',
        S.instinctive,
      ),
    ],
    mustHappen: [
      step('Reveal all face-down combat cards.', S.revealStep),
      step(
        'Then in order: 1. creatures that can and choose to feint play a combat card; 2. Alternative Combat Actions are played; 3. creatures prevented from playing Combat Actions may play an Instinctive Combat Action; 4. targets are chosen for the cards played in this mini-step.',
        S.revealOptions,
      ),
    ],
  },
  bluff: {
    name: 'Bluff step',
    position: 'Combat round, step 4',
    anchor: S.bluffStep,
    play: 'closed',
    playCites: [S.rounds, S.openClosed],
    mayUse: [],
    mustHappen: [
      step(
        'Discard all illegal cards first: Combat Actions whose non-Rage requirements or Restricted or Forced Play conditions are not met, and Combat Events played face down. They are not "cards played" for frenzy, ending combat, etc.',
        S.bluffStep,
        S.illegalCards,
      ),
      step(
        'Then check whether bluffs (Combat Actions needing more Rage than the creature has) succeed, and discard the failures; the Bluff legality tool rules on each card.',
        S.bluffStep,
        S.bluffs,
      ),
      step(
        'Special abilities of Combat Actions discarded in this step do not resolve unless they state they occur at a different time; only cards that will resolve stay on the table.',
        S.bluffOptions,
        S.bluffStep,
      ),
    ],
  },
  resolution: {
    name: 'Resolution step',
    position: 'Combat round, step 5',
    anchor: S.resolutionStep,
    play: 'closed',
    playCites: [S.rounds, S.openClosed],
    mayUse: [
      step(
        'Cards which redirect or prevent damage, used when the damage would hit; cards which heal damage cannot be used here.',
        S.resolutionStep,
      ),
      step('No card effects between resolutions, except those which trigger off damage dealt.', S.speeds),
    ],
    mustHappen: [
      step(
        'Fast Striking actions resolve, then normal actions, then Slow Striking actions; a Combat Action with both keywords acts at normal speed.',
        S.resolutionStep,
        S.speeds,
      ),
      step(
        'After each speed, creatures removed from combat (e.g. killed) discard any unresolved Combat Actions they played this round.',
        S.resolutionStep,
        S.speeds,
      ),
      step(
        'A Combat Action that damages a creature becomes a damage card under it; a creature with damage greater than or equal to its Health dies.',
        S.rounds,
        S.damageAndDeath,
      ),
      step(
        'A non-frenzied creature killed in combat is removed from combat at once and goes to the appropriate Victory Pile or discard pile; a fully frenzied one keeps fighting until it is hacked apart or the combat or frenzy ends.',
        S.combatEvents,
        S.death,
        S.fullFrenzy,
      ),
    ],
  },
  withdrawal: {
    name: 'Withdrawal step',
    position: 'Combat round, step 6',
    anchor: S.withdrawalStep,
    play: 'closed',
    playCites: [S.rounds, S.openClosed],
    mayUse: [step('Withdrawing is not an action; a defender cannot withdraw.', S.withdrawing)],
    mustHappen: [
      step(
        'Effects which take effect or end "at the end of the round" do so now, before withdrawal.',
        S.withdrawalStep,
      ),
      step(
        'Just before the attacker decides whether to withdraw, check each frenzy: a frenzied creature that did not play a combat action this round and has no Combat Action it can play next round is out of playable Combat Actions; its player reveals the hand to all opponents, and the frenzy ends.',
        S.endingFrenzy,
      ),
    ],
  },
  'between-rounds': {
    name: 'Between-rounds step',
    position: 'Combat round, step 7',
    anchor: S.betweenRoundsStep,
    play: 'open',
    playCites: [S.betweenRoundsStep, S.openTiming],
    mayUse: [
      step('Relevant Open Play cards and abilities.', S.betweenRoundsStep),
      step(
        'Cards and abilities which create pack attacks or defences (e.g. Cub\'s Cry, usable "between rounds of combat"), except as limited by the card.',
        S.packCombat,
      ),
    ],
    mustHappen: [step('After this step a new combat round starts at step 1.', S.betweenRoundsStep)],
  },
};

/** What Closed or Open Play allows, as the rules put it. */
export const PLAY_RULES: Record<'closed' | 'open', CalcStep> = {
  closed: step(
    'Closed Play: only cards playable according to the rules, cards in play whose ability is always active (e.g. Weapons), abilities triggered by the effects of the Closed Play, cards which negate other cards or abilities (cancellation), and cards or abilities whose text overrides timing rules (e.g. Distractions).',
    S.openClosed,
    S.cancellation,
  ),
  open: step(
    'Open Play: sept cards and abilities may be used when appropriate to their type and effect; announce an Offensive Effect and wait until all players are ready before playing it.',
    S.openTiming,
  ),
};
