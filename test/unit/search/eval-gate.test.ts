import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadRulesets } from '../content/load.ts';
import { answersWeakly } from '../../../src/core/search/confidence.ts';
import { search } from '../../../src/core/search/engine.ts';
import { type JudgeQuestion, evaluate, parseQuestions } from '../../../src/core/search/evaluate.ts';
import {
  DEFAULT_RANKING,
  FEATURES,
  type RankingOptions,
  rankingOptions,
} from '../../../src/core/search/ranking-options.ts';

const read = (name: string) =>
  parseQuestions(readFileSync(fileURLToPath(new URL(`../../fixtures/${name}`, import.meta.url)), 'utf8'));

/** Recall@3 and MRR@10 floors, and where "not sure" is gated: at most `answered` of the answered questions flagged,
 * at least `misses` of the misses. */
interface Floor {
  recallAt3: number;
  mrrAt10: number;
  notSure?: { answered: number; misses: number };
}
interface Floors {
  filtered: Floor;
  unfiltered: Floor;
}

/**
 * Floors just below what search reaches on every question file, with each question's ruleset filter and across all
 * rulebooks (recall@3/MRR@10, filtered and unfiltered). Reached with the question index, players' vocabulary and
 * intent (issue 25): judge 0.967/0.908 and 0.967/0.889; dev 0.992/0.946 and 0.951/0.913; styles 0.995/0.932 and
 * 0.952/0.875; blind tuning half 0.926/0.868 and 0.893/0.832; blind test half 0.975/0.930 and 0.924/0.873. Before
 * it (43254cc): judge 1.000/0.933 and 0.967/0.903 (one question, "killing blow who gets the kill", went from rank 3
 * to 4: Attacking to Bind's questions on death-blow effects now hold "kill" and "blow"); dev 0.959/0.881 and
 * 0.902/0.836; styles 0.979/0.872 and 0.921/0.812; tuning 0.810/0.750 and 0.752/0.699; test 0.891/0.863 and
 * 0.849/0.802. Search changes may raise these; raise a floor when they do. Four were lowered once, each saying
 * by how much and why: everyday words (plain-words.yaml) answer misses "not sure" had flagged, so fewer misses are left
 * to flag (the unflagged ones are no more), and cost the blind test half 0.014 filtered MRR.
 */
const FILES: Record<string, Floors> = {
  // The 30 judge questions of issue 7.
  // 0.92 and 0.9 (were 0.9 and 0.88): a question asked in nearly an index question's words is answered by its
  // passage first (issue 34, `pinned`): 0.967/0.925 and 0.967/0.906 (were 0.967/0.908 and 0.967/0.889).
  'judge-questions.tsv': {
    filtered: { recallAt3: 29 / 30, mrrAt10: 0.92 },
    unfiltered: { recallAt3: 29 / 30, mrrAt10: 0.9 },
  },
  // The 122-question dev set.
  'dev-questions.tsv': {
    filtered: { recallAt3: 0.99, mrrAt10: 0.94 },
    // 0.96 and 0.915 (were 0.95 and 0.91): the rulebook prior (issue 34) reaches 0.967/0.919 (was 0.951/0.913).
    unfiltered: { recallAt3: 0.96, mrrAt10: 0.915 },
  },
  // 189 questions in six styles across the five rulebooks (issue 12).
  'judge-questions-styles.tsv': {
    filtered: { recallAt3: 0.99, mrrAt10: 0.93 },
    // 0.955 (was 0.95): sibling rulebooks (issue 34) raise a Las Vegas answer into the first three, 0.952 → 0.958.
    // 0.96 (was 0.955): the rulebook prior (issue 34) reaches 0.963 (was 0.958).
    unfiltered: { recallAt3: 0.96, mrrAt10: 0.87 },
  },
  // Issue 25's blind set, eight styles: the half search was tuned on.
  // Round three's second pass: 0.926/0.874 and 0.893/0.837 ("not sure" as before: its change was not kept).
  // "Not sure" from strength, score and runner-up (confidence.ts NOT_SURE, fitted on this half and round three's):
  // 2 of 112 answered flagged (was 5) and 9 of 9 misses filtered, 6 of 108 (was 6) and 9 of 13 misses (was 7) across.
  // 0.94 and 0.885 (were 0.92 and 0.87): everyday words (plain-words.yaml) reach 0.942/0.890 (were 0.926/0.874),
  // "not sure" on 1 of 114 answered and 7 of 7 misses; across all rulebooks unchanged.
  'blind-tuning-questions.tsv': {
    filtered: { recallAt3: 0.94, mrrAt10: 0.885, notSure: { answered: 0.03, misses: 0.9 } },
    unfiltered: { recallAt3: 0.89, mrrAt10: 0.835, notSure: { answered: 0.07, misses: 0.65 } },
  },
  // Issue 34's blind set (round three), eight new styles: the half search was tuned on. Reached 0.914/0.844 and
  // 0.871/0.792; "not sure" on 13% and 14% of answered questions, 70% and 67% of misses (before: 26%/70%, 26%/67%).
  // Round three's second pass (thin question indexes grown, shuffle/reshuffle): 0.922/0.858 and 0.879/0.798. A
  // "not sure" that also read the first result's lead and the question's unknown words was tried and not kept.
  'round3-tuning-questions.tsv': {
    // "Not sure" from strength, score and runner-up (confidence.ts NOT_SURE, fitted on this half and the blind
    // tuning half): 9 of 107 answered flagged (was 15), 6 of 9 misses as before, filtered; 8 of 102 (was 14) and 9
    // of 14 misses (was 10) across.
    // 0.925 (was 0.92): everyday words (plain-words.yaml) reach 0.931/0.860 (were 0.922/0.857), "not sure" on 8 of
    // 108 answered, 6 of 8 misses.
    // 0.935 and 0.86 (were 0.925 and 0.855): Retaliation's bare "aggro" no longer read as NPC's targeting reaches
    // 0.940/0.867, "not sure" on 9 of 109 answered, 5 of 7 misses.
    filtered: { recallAt3: 0.935, mrrAt10: 0.86, notSure: { answered: 0.09, misses: 0.65 } },
    // 0.91 and 0.83 (were 0.89 and 0.82): everyday words reach 0.914/0.833 (were 0.897/0.826), "not sure" on 9 of
    // 106 answered, 7 of 10 misses. Before them: 0.89 and 0.82 (were 0.875 and 0.795): each rulebook's results in their own order in the merge (issue 34)
    // reach 0.897/0.827 (were 0.879/0.799; rambling 0.600 → 0.733); "not sure" 9 of 104 answered, 8 of 12 misses.
    // MRR 0.83 (was 0.82): the "aggro" change above reaches 0.914/0.837.
    unfiltered: { recallAt3: 0.89, mrrAt10: 0.83, notSure: { answered: 0.09, misses: 0.6 } },
  },
  // Its test half, never looked at while tuning: measured to report and to set these floors.
  // Everyday words (plain-words.yaml), in their one run here: 0.975/0.912 (was 0.975/0.926) and 0.924/0.870 (was
  // 0.924/0.875), "not sure" on 6 of 116 answers and 2 of 3 misses as before: filtered MRR 0.91 (was 0.925), the one
  // figure of any file they lower (0.014, within the 0.02 issue 34 allows), for 0.024 to 0.063 gained elsewhere.
  'blind-test-questions.tsv': {
    filtered: { recallAt3: 0.97, mrrAt10: 0.91, notSure: { answered: 0.06, misses: 0.65 } },
    unfiltered: { recallAt3: 0.92, mrrAt10: 0.87, notSure: { answered: 0.05, misses: 0.3 } },
  },
  // Round three's test half: run once before issue 34 and once after it (aggregate figures only), to set these.
  // After: 0.887/0.789 and 0.815/0.697, "not sure" on 15% and 14% of answers, 57% and 61% of misses (before:
  // 0.887/0.793 and 0.815/0.703, 30%/71% and 27%/83%). Round three's second pass (its test half run at the end, see
  // the branch's report): 0.895/0.791 and 0.815/0.702, with a "not sure" reading the first result's lead that fell
  // as the rule before it did (16.2% / 53.8% filtered), so that change was not kept.
  'round3-test-questions.tsv': {
    // 0.17 and 0.53 (were 0.16 and 0.55): one more question answered (111, was 110) and 25 flagged in all as
    // before, 17 + 8 of 14 misses then, 18 + 7 of 13 now: a flagged miss turned flagged answer, which is a gain.
    // 0.12 (was 0.17): "not sure" from strength, score and runner-up (confidence.ts NOT_SURE) flagged 12 of its
    // 111 answered (10.8%, was 18) and 7 of 13 misses as before, in the one run of it; its guard for a first result
    // holding half the asking words, added after, only takes flags away (the eval gate then passed, its second run).
    // Everyday words (plain-words.yaml), in their one run here: 0.919/0.800 (was 0.895/0.790) and 0.847/0.719 (was
    // 0.839/0.713); "not sure" on 11 of 114 answers and 4 of 10 misses (was 10 of 111, 7 of 13) filtered, 14 of 105
    // and 11 of 19 (was 14 of 104, 12 of 20) across. The misses they answer were flagged ones; the unflagged misses
    // are as many as before (6 filtered, 8 across), so the misses floors are 0.4 and 0.55 (were 0.53 and 0.6), and
    // recall and MRR raised to 0.915/0.795 and 0.84/0.715.
    filtered: { recallAt3: 0.915, mrrAt10: 0.795, notSure: { answered: 0.12, misses: 0.4 } },
    unfiltered: { recallAt3: 0.84, mrrAt10: 0.715, notSure: { answered: 0.15, misses: 0.55 } },
  },
  // Round four (issue 34): 240 new questions in round three's eight styles, written from the rulebooks with the question
  // index taken out by someone who never read the ranking code; split by the same hash. Tuning half at its first
  // run: 0.901/0.840 and 0.865/0.777, "not sure" on 3% and 6% of answers, 73% and 73% of misses; unchanged by the
  // thin entries grown just after (0.865/0.779 across).
  // Everyday words (plain-words.yaml) reach 0.964/0.876 and 0.883/0.799 (were 0.901/0.840 and 0.865/0.779): the
  // recall and MRR floors raised to them. "Not sure": 7 of 107 answered (was 3 of 100) and 2 of 4 misses (was 8 of
  // 11) filtered, 6 of 98 and 9 of 13 misses (was 11 of 15) across; the misses they answer were flagged ones, the
  // unflagged misses are as many as before or fewer (3 → 2 filtered, 4 → 4 across), so those floors are 0.5 and
  // 0.65 (were 0.7 and 0.7), the answered one 0.07 (was 0.05).
  'round4-tuning-questions.tsv': {
    filtered: { recallAt3: 0.96, mrrAt10: 0.87, notSure: { answered: 0.07, misses: 0.5 } },
    unfiltered: { recallAt3: 0.88, mrrAt10: 0.79, notSure: { answered: 0.08, misses: 0.65 } },
  },
  // Its test half: run once before the thin entries were grown and once after (aggregates only), to set these.
  // Before: 0.891/0.852 and 0.814/0.763; after: 0.891/0.852 and 0.814/0.759; "not sure" on 7% and 8% of answers,
  // 86% (12 of 14) and 67% (16 of 24) of misses, both times.
  // Everyday words (plain-words.yaml), in their one run here: 0.915/0.867 and 0.814/0.765, "not sure" on 9 of 118
  // answers and 9 of 11 misses (unflagged: 2, as before), 8 of 105 and 16 of 24 across: floors raised to them.
  'round4-test-questions.tsv': {
    filtered: { recallAt3: 0.91, mrrAt10: 0.86, notSure: { answered: 0.09, misses: 0.8 } },
    unfiltered: { recallAt3: 0.81, mrrAt10: 0.76, notSure: { answered: 0.1, misses: 0.6 } },
  },
};
/** 1,185 questions, twice each, on a shared machine: seconds, not milliseconds. */
const TIMEOUT = 120_000;
const questions = new Map(Object.keys(FILES).map((name) => [name, read(name)]));

function measure(
  loaded: ReturnType<typeof loadRulesets>,
  qs: readonly JudgeQuestion[],
  filtered: boolean,
  ranking: RankingOptions,
) {
  return evaluate(qs, (q) => {
    const hits = search(loaded.searchable, {
      text: q.question,
      ruleset: filtered ? q.ruleset : null,
      limit: 10,
      ranking,
    });
    const notSure = answersWeakly(hits);
    return hits.map((h) => ({ ruleset: h.ruleset, id: h.id, text: loaded.entry(h.ruleset, h.id).text, notSure }));
  });
}

/**
 * Every floor search falls below, as "file mode metric reached < floor"; with `firstOnly`, the first one found (all an
 * ablation needs to know, at a fraction of the time).
 */
function failures(
  loaded: ReturnType<typeof loadRulesets>,
  ranking: RankingOptions = DEFAULT_RANKING,
  firstOnly = false,
): string[] {
  const failed: string[] = [];
  for (const [name, floors] of Object.entries(FILES)) {
    for (const mode of ['filtered', 'unfiltered'] as const) {
      if (firstOnly && failed.length) return failed;
      const report = measure(loaded, questions.get(name) ?? [], mode === 'filtered', ranking);
      for (const metric of ['recallAt3', 'mrrAt10'] as const)
        if (report[metric] < floors[mode][metric])
          failed.push(`${name} ${mode} ${metric} ${report[metric].toFixed(3)} < ${floors[mode][metric]}`);
      const notSure = floors[mode].notSure;
      if (notSure && report.notSureAnswered > notSure.answered)
        failed.push(
          `${name} ${mode} not sure on ${report.notSureAnswered.toFixed(3)} of answers > ${notSure.answered}`,
        );
      if (notSure && report.notSureMisses < notSure.misses)
        failed.push(`${name} ${mode} not sure on ${report.notSureMisses.toFixed(3)} of misses < ${notSure.misses}`);
    }
  }
  return failed;
}

describe('search quality on the judge questions (gate)', () => {
  const loaded = loadRulesets();

  it('asks only about rulesets in content/', () => {
    for (const qs of questions.values()) expect(qs.every((q) => loaded.data.has(q.ruleset))).toBe(true);
  });

  it(
    'reaches the recall@3 and MRR@10 floors of every question file, filtered and across all rulebooks',
    () => {
      expect(failures(loaded)).toEqual([]);
    },
    TIMEOUT,
  );
});

describe('the gate fails without any one ranking feature', () => {
  // Two parts of issue 34 gain nothing measurable on these files, and their own tests show their worth: another
  // game's words (the round-three tuning half's other-game questions are answered in the first three with or
  // without them; other-games.test).
  const shownElsewhere: readonly string[] = ['othergames'];
  for (const feature of FEATURES.filter((f) => !shownElsewhere.includes(f))) {
    it(
      `falls below a floor without ${feature}`,
      () => {
        // The indexes too: stemming and the question index are part of them.
        const ranking = rankingOptions({ without: [feature] });
        expect(failures(loadRulesets(ranking), ranking, true).length).toBeGreaterThan(0);
      },
      TIMEOUT,
    );
  }
});
