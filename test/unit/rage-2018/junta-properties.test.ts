import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ruleset } from '../content/load.ts';
import { isMootErrataName } from '../../../src/rulesets/rage-2018/junta/calling.ts';
import { juntaCalculator } from '../../../src/rulesets/rage-2018/junta/index.ts';
import {
  ALLEGIANCES,
  JUNTA_KINDS,
  VOTES,
  VOTER_TYPES,
  WORLDS,
  type JuntaInput,
} from '../../../src/rulesets/rage-2018/junta/input.ts';
import { JUNTA_SECTION } from '../../../src/rulesets/rage-2018/junta/sections.ts';

const anchors = new Set(ruleset('rage-2018').entries.map((e) => e.id));

/** Valid phases: 1–6 creatures, 0–5 Juntas called by them, random votes, effects and draws. */
const validInput: fc.Arbitrary<JuntaInput> = fc.integer({ min: 1, max: 6 }).chain((n) => {
  const ids = Array.from({ length: n }, (_, i) => `c${i}`);
  const id = fc.constantFrom(...ids);
  const creature = (cid: string) =>
    fc.record({
      id: fc.constant(cid),
      name: fc.constantFrom('', cid, `Name ${cid}`),
      type: fc.constantFrom(...VOTER_TYPES),
      allegiance: fc.constantFrom(...ALLEGIANCES),
      renown: fc.integer({ min: 0, max: 10 }),
      world: fc.constantFrom(...WORLDS),
      abilityGivesVotes: fc.boolean(),
      abilityVoteCount: fc.option(fc.integer({ min: 0, max: 5 }), { nil: null }),
      votesInEitherKind: fc.boolean(),
      renownDoublings: fc.integer({ min: 0, max: 3 }),
      renownChange: fc.integer({ min: -12, max: 5 }),
      extraVotes: fc.integer({ min: 0, max: 3 }),
    });
  const junta = (jid: string) =>
    fc.record({
      id: fc.constant(jid),
      name: fc.constantFrom('', jid, 'Tribal War', 'Skindancer'),
      kind: fc.constantFrom(...JUNTA_KINDS),
      renown: fc.integer({ min: 0, max: 8 }),
      callerId: id,
      cardBarsVoters: fc.uniqueArray(id, { maxLength: 2 }),
      votes: fc.dictionary(id, fc.constantFrom(...VOTES)),
      ifPassed: fc.record({
        kills: fc.uniqueArray(id, { maxLength: 2 }),
        removesVotes: fc.uniqueArray(id, { maxLength: 2 }),
      }),
    });
  return fc.integer({ min: 0, max: 5 }).chain((m) => {
    const juntaIds = Array.from({ length: m }, (_, i) => `j${i}`);
    return fc.record({
      twoPlayerGame: fc.boolean(),
      creatures: fc.tuple(...ids.map(creature)),
      juntas: m ? fc.tuple(...juntaIds.map(junta)) : fc.constant([]),
      drawnOrder: m ? fc.shuffledSubarray(juntaIds) : fc.constant([]),
    });
  });
});

function computed(input: JuntaInput) {
  const outcome = juntaCalculator.run(input);
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.problems));
  return outcome;
}

describe('Junta calculator: invariants', () => {
  it('compute never throws on arbitrary JSON, and every problem has a path and a message', () => {
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), fc.anything()), (value) => {
        const outcome = juntaCalculator.run(value as never);
        if (!outcome.ok) for (const p of outcome.problems) expect(p.path.length * p.message.length).toBeGreaterThan(0);
      }),
    );
  });

  it('compute never throws on inputs shaped like a phase with random field values', () => {
    fc.assert(
      fc.property(validInput, fc.string(), fc.jsonValue(), (input, key, junk) => {
        const broken = JSON.parse(JSON.stringify(input));
        const target = broken.creatures[0] ?? broken;
        target[key] = junk;
        expect(() => juntaCalculator.run(broken)).not.toThrow();
      }),
    );
  });

  it('4.7.2, 4.7.5: votes are never negative, and creatures that cannot vote have none', () => {
    fc.assert(
      fc.property(validInput, (input) => {
        for (const result of computed(input).output.results) {
          for (const line of [...result.groups.flatMap((g) => g.voters), ...result.notEligible]) {
            expect(line.votes).toBeGreaterThanOrEqual(0);
            if (!line.eligible) expect(line.votes).toBe(0);
          }
          expect(result.yes).toBeGreaterThanOrEqual(0);
          expect(result.no).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });

  it("4.7.3: the order is a permutation of the callable Juntas, by Renown then callers' Renown", () => {
    fc.assert(
      fc.property(validInput, (input) => {
        const { output } = computed(input);
        const callable = output.calling.filter((c) => c.callable).map((c) => c.juntaId);
        expect([...output.order].sort()).toEqual([...callable].sort());
        const key = (id: string) => {
          const junta = input.juntas.find((j) => j.id === id);
          const caller = input.creatures.find((c) => c.id === junta?.callerId);
          return [junta?.renown ?? 0, caller?.renown ?? 0] as const;
        };
        for (let i = 1; i < output.order.length; i++) {
          const [r0, c0] = key(output.order[i - 1] as string);
          const [r1, c1] = key(output.order[i] as string);
          expect(r0 > r1 || (r0 === r1 && c0 >= c1)).toBe(true);
        }
      }),
    );
  });

  it('4.7.4: voting groups go from highest Renown to lowest, one Renown per group', () => {
    fc.assert(
      fc.property(validInput, (input) => {
        for (const result of computed(input).output.results) {
          const renowns = result.groups.map((g) => g.renown);
          expect(renowns).toEqual([...new Set(renowns)].sort((a, b) => b - a));
          for (const g of result.groups) for (const v of g.voters) expect(v.renown).toBe(g.renown);
        }
      }),
    );
  });

  it('4.7.2: a Junta passes exactly when it has more votes for than against', () => {
    fc.assert(
      fc.property(validInput, (input) => {
        for (const r of computed(input).output.results) expect(r.passed).toBe(r.yes > r.no);
      }),
    );
  });

  it('4.7.6: a creature killed by a passed Junta votes in no later Junta', () => {
    fc.assert(
      fc.property(validInput, (input) => {
        const dead = new Set<string>();
        for (const r of computed(input).output.results) {
          for (const g of r.groups) for (const v of g.voters) expect(dead.has(v.creatureId)).toBe(false);
          for (const id of r.killed) dead.add(id);
        }
      }),
    );
  });

  it('4.7.3: within a tie, the Juntas drawn so far come first in the order drawn, the others after them in the order entered', () => {
    fc.assert(
      fc.property(validInput, (input) => {
        const { output } = computed(input);
        for (const tie of output.undrawnTies) {
          const drawn = tie.filter((id) => input.drawnOrder.includes(id));
          expect(drawn).toEqual([...drawn].sort((a, b) => input.drawnOrder.indexOf(a) - input.drawnOrder.indexOf(b)));
          expect(tie).toEqual([
            ...drawn,
            ...input.juntas.map((j) => j.id).filter((id) => tie.includes(id) && !drawn.includes(id)),
          ]);
        }
      }),
    );
  });

  it('Moot Errata: each of the three Moots is matched whatever its case and separators, with any whole words around it', () => {
    const word = fc.constantFrom('the', 'moot', 'of', 'great', '(errata)', 'Silver', '2');
    const sep = fc.constantFrom(' ', '-', '  ', '_', ' - ');
    const parts = {
      Skindancer: ['skin', 'dancer'],
      'Tribal War': ['tribal', 'war'],
      'Winter Wolf': ['winter', 'wolf'],
    };
    fc.assert(
      fc.property(
        fc.constantFrom(...Object.values(parts)),
        fc.boolean(),
        sep,
        fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }),
        fc.array(word, { maxLength: 2 }),
        fc.array(word, { maxLength: 2 }),
        (words, joined, between, upper, before, after) => {
          const name = words.map((w, i) => (upper[i] ? w.toUpperCase() : w)).join(joined ? '' : between);
          expect(isMootErrataName([...before, name, ...after].join(' '))).toBe(true);
        },
      ),
    );
  });

  it('Moot Errata: names made of near-miss words ("Midwinter Wolf", "Tribal Warfare", "Skindancers") are never matched', () => {
    const word = fc.constantFrom(
      'midwinter',
      'wolf',
      'wolves',
      'winters',
      'warfare',
      'tribals',
      'skindancers',
      'dancers',
      'silver',
      'pack',
      'Moot',
    );
    fc.assert(
      fc.property(fc.array(word, { maxLength: 4 }), fc.constantFrom(' ', '-', ' (', '_'), (words, sep) => {
        expect(isMootErrataName(words.join(sep))).toBe(false);
      }),
    );
  });

  it('every cited section exists in the built rage-2018 content', () => {
    for (const anchor of Object.values(JUNTA_SECTION)) expect(anchors.has(anchor), anchor).toBe(true);
    fc.assert(
      fc.property(validInput, (input) => {
        for (const step of computed(input).steps) {
          expect(step.cites.length).toBeGreaterThan(0);
          for (const cite of step.cites) expect(anchors.has(cite), cite).toBe(true);
        }
      }),
    );
  });
});
