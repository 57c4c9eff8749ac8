import type { Validation } from '../../../core/calc/contract.ts';
import { type Fields, InputReader, pathTo } from '../../../core/calc/read-input.ts';
import { checkJuntaReferences } from './check-references.ts';
import {
  ALLEGIANCES,
  JUNTA_KINDS,
  VOTER_TYPES,
  VOTES,
  WORLDS,
  type Junta,
  type JuntaCreature,
  type JuntaInput,
  type Vote,
} from './input.ts';
import { JUNTA_RANGES } from './ranges.ts';

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A list of ids; each must be non-empty text. Left out, it is empty (README: Fields you may omit). */
function readIds(f: Fields, key: string, reader: InputReader, what: string): string[] {
  if (f.absent(key)) return [];
  return f.list(key).flatMap((item, i) => {
    if (typeof item === 'string' && item.trim() !== '') return [item];
    reader.report(pathTo(f.at(key), i), `expected the id of ${what}, got ${JSON.stringify(item) ?? 'nothing'}`);
    return [];
  });
}

function readCreature(value: unknown, path: string, reader: InputReader): JuntaCreature {
  const f = reader.record(value, path);
  return {
    id: f.text('id', { label: 'A creature id', required: true }),
    name: f.optional('name', '', (k) => f.text(k, { label: 'A creature name', required: false })),
    type: f.choice('type', VOTER_TYPES),
    allegiance: f.choice('allegiance', ALLEGIANCES),
    renown: f.integer('renown', JUNTA_RANGES.renown),
    world: f.choice('world', WORLDS),
    // Abilities and effects that, left out, do not apply (README: Fields you may omit).
    abilityGivesVotes: f.optional('abilityGivesVotes', false, (k) => f.boolean(k)),
    abilityVoteCount: f.optional('abilityVoteCount', null, (k) => f.integerOrNull(k, JUNTA_RANGES.abilityVoteCount)),
    votesInEitherKind: f.optional('votesInEitherKind', false, (k) => f.boolean(k)),
    renownDoublings: f.optional('renownDoublings', 0, (k) => f.integer(k, JUNTA_RANGES.renownDoublings)),
    renownChange: f.optional('renownChange', 0, (k) => f.integer(k, JUNTA_RANGES.renownChange)),
    extraVotes: f.optional('extraVotes', 0, (k) => f.integer(k, JUNTA_RANGES.extraVotes)),
  };
}

/** Votes are keyed by creature id, so the keys are read from the raw object. */
function readVotes(raw: unknown, f: Fields): Record<string, Vote> {
  // Left out: no votes declared yet, so every creature abstains.
  if (f.absent('votes')) return {};
  const votes = f.record('votes');
  if (!isObject(raw) || !isObject(raw.votes)) return {};
  // fromEntries defines own properties, so an id such as "__proto__" stays an ordinary key.
  return Object.fromEntries(Object.keys(raw.votes).map((id) => [id, votes.choice(id, VOTES)]));
}

function readJunta(value: unknown, path: string, reader: InputReader): Junta {
  const f = reader.record(value, path);
  // Left out: a pass kills no creature and removes no votes.
  const effects = f.absent('ifPassed') ? null : f.record('ifPassed');
  return {
    id: f.text('id', { label: 'A Junta id', required: true }),
    name: f.optional('name', '', (k) => f.text(k, { label: 'A Junta name', required: false })),
    kind: f.choice('kind', JUNTA_KINDS),
    renown: f.integer('renown', JUNTA_RANGES.juntaRenown),
    callerId: f.text('callerId', { label: 'The caller', required: true }),
    cardBarsVoters: readIds(f, 'cardBarsVoters', reader, 'a creature'),
    votes: readVotes(value, f),
    ifPassed: {
      kills: effects ? readIds(effects, 'kills', reader, 'a creature') : [],
      removesVotes: effects ? readIds(effects, 'removesVotes', reader, 'a creature') : [],
    },
  };
}

/** Reads untrusted JSON into a JuntaInput, or lists every problem with its path: types and ranges, then ids. */
export function validateJunta(value: unknown): Validation<JuntaInput> {
  const reader = new InputReader();
  const f = reader.record(value, '');
  const input: JuntaInput = {
    twoPlayerGame: f.boolean('twoPlayerGame'),
    creatures: f.list('creatures').map((c, i) => readCreature(c, pathTo('creatures', i), reader)),
    juntas: f.list('juntas').map((j, i) => readJunta(j, pathTo('juntas', i), reader)),
    drawnOrder: readIds(f, 'drawnOrder', reader, 'a Junta'),
  };
  // References are checked even when another field is wrong, so one pass lists every problem; a reference whose
  // own value was already reported is not reported again.
  const reported = reader.problems.map((p) => p.path);
  const references = new InputReader();
  checkJuntaReferences(input, references);
  for (const p of references.problems)
    if (!reported.some((r) => p.path === r || p.path.startsWith(`${r}.`) || p.path.startsWith(`${r}[`)))
      reader.report(p.path, p.message);
  return reader.result(input);
}
