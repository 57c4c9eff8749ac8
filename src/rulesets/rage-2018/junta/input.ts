/** Input of the Junta vote-order calculator (Rage 2018, 4.7): the Juntas called this Moot phase and who may vote. */

/** A Moot (Gaia) or a Board Meeting (Wyrm); together they are Juntas (4.7). */
export type JuntaKind = 'moot' | 'board-meeting';
/** The allegiance of the creature's pack (4.1.5). */
export type Allegiance = 'gaia' | 'wyrm';
/** Where the creature is (chapter 5): only creatures in the Umbra cannot call or vote. */
export type World = 'physical' | 'umbra' | 'both';
/** A creature's vote in one Junta (4.7.4). */
export type Vote = 'yes' | 'no' | 'abstain';
/** Only Characters and Allies are pack members who can vote (4.4.1, 4.7.2). */
export type VoterType = 'character' | 'ally';

export const JUNTA_KINDS: readonly JuntaKind[] = ['moot', 'board-meeting'];
export const ALLEGIANCES: readonly Allegiance[] = ['gaia', 'wyrm'];
export const WORLDS: readonly World[] = ['physical', 'umbra', 'both'];
export const VOTES: readonly Vote[] = ['yes', 'no', 'abstain'];
export const VOTER_TYPES: readonly VoterType[] = ['character', 'ally'];

/** A creature that may call or vote in Juntas. */
export interface JuntaCreature {
  /** Unique id, referenced by Juntas (caller, votes, effects). */
  id: string;
  name: string;
  type: VoterType;
  allegiance: Allegiance;
  /** Current Renown: checked against the Junta's Renown to call it, and places it in the voting order. */
  renown: number;
  world: World;
  /** Allies only: an ability gives it votes (4.4.1, 4.7.2). Ignored for Characters. */
  abilityGivesVotes: boolean;
  /** Allies only: the number of votes the ability specifies, or null for votes equal to Renown (4.7.2). */
  abilityVoteCount: number | null;
  /** An ability lets it cast votes in Juntas of the other allegiance, e.g. the Pentex Executive (4.7.7). */
  votesInEitherKind: boolean;
  /** How many "double Renown for Juntas" effects are on it; at most one applies (4.7.5, 4.1.10). */
  renownDoublings: number;
  /** Additions and subtractions to Renown for Juntas, applied after the doubling (4.7.5). */
  renownChange: number;
  /** Extra votes from abilities, e.g. the discard ability of Elder Stone (4.7.5). */
  extraVotes: number;
}

/** What a passed Junta does to creatures, as the judge reads the card: it takes effect before the next Junta (4.7.6). */
export interface JuntaEffects {
  /** Creatures killed by it. */
  kills: string[];
  /** Creatures that lose their voting rights. */
  removesVotes: string[];
}

/** A Junta called this Moot phase. */
export interface Junta {
  /** Unique id, referenced by `drawnOrder`. */
  id: string;
  /** Printed name; "Skindancer", "Tribal War" and "Winter Wolf" cannot be called in a two-player game. */
  name: string;
  kind: JuntaKind;
  /** The Junta's Renown: the minimum Renown of its caller, and its place in the order of voting. */
  renown: number;
  /** Id of the Character who called it. */
  callerId: string;
  /** Creatures the card's own requirements bar from voting in it (4.7.1). */
  cardBarsVoters: string[];
  /** Declared vote of each creature, by id; a creature not listed abstains. */
  votes: Record<string, Vote>;
  ifPassed: JuntaEffects;
}

/** Everything the judge enters for one Moot phase. */
export interface JuntaInput {
  /** Skindancer, Tribal War and Winter Wolf cannot be called in a two-player game (Moot Errata). */
  twoPlayerGame: boolean;
  creatures: JuntaCreature[];
  juntas: Junta[];
  /** Junta ids in the order the judge drew for Juntas still tied after Renown and the callers' Renown (4.7.3). */
  drawnOrder: string[];
}

/** A creature with everything off: a Character voting its printed Renown. */
export function newCreature(id: string, name: string, allegiance: Allegiance, renown: number): JuntaCreature {
  return {
    id,
    name,
    type: 'character',
    allegiance,
    renown,
    world: 'physical',
    abilityGivesVotes: false,
    abilityVoteCount: null,
    votesInEitherKind: false,
    renownDoublings: 0,
    renownChange: 0,
    extraVotes: 0,
  };
}

/** A Junta with no votes declared and no effects marked. */
export function newJunta(id: string, name: string, kind: JuntaKind, renown: number, callerId: string): Junta {
  return { id, name, kind, renown, callerId, cardBarsVoters: [], votes: {}, ifPassed: { kills: [], removesVotes: [] } };
}

/** Two Gaia Characters, one Wyrm Character and one Moot: a phase ready to edit. */
export function juntaDefaults(): JuntaInput {
  return {
    twoPlayerGame: false,
    creatures: [
      newCreature('c1', 'Gaia Character A', 'gaia', 6),
      newCreature('c2', 'Gaia Character B', 'gaia', 4),
      newCreature('c3', 'Wyrm Character', 'wyrm', 5),
    ],
    juntas: [newJunta('j1', 'Moot', 'moot', 4, 'c1')],
    drawnOrder: [],
  };
}
