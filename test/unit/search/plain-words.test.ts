import { describe, expect, it } from 'vitest';
import { loadRulesets } from '../../../src/cli/load-rulesets.ts';
import { search } from '../../../src/core/search/engine.ts';

describe('everyday words in the rulebooks (plain-words.yaml)', () => {
  const loaded = loadRulesets();
  const first = (text: string, ruleset: string, plain = true) =>
    search(loaded.searchable, {
      text,
      ruleset,
      limit: 3,
      ...(plain ? {} : { ranking: { without: ['plainwords'] } }),
    })[0]?.id;

  it('hold a hundred items or more for every rulebook, none a phrase its synonyms already read', () => {
    for (const d of loaded.data.values()) {
      expect(d.plainWords?.length ?? 0, d.meta.id).toBeGreaterThanOrEqual(100);
      // A synonym is already searched as its group (the build refuses a word of the rules, check-other-games.ts).
      const own = new Set((d.synonyms ?? []).flat());
      for (const { words } of d.plainWords ?? [])
        for (const w of words) expect(own.has(w), `${d.meta.id}: ${w}`).toBe(false);
    }
  });

  it("lead a question in everyday words to the rule that names the thing in the game's own term", () => {
    const cases: [ruleset: string, question: string, answer: string][] = [
      ['keyforge', 'can I rearrange the junk heap', 'discard-pile'],
      ['warlord', 'what does a botch do', 'die-rolls'],
    ];
    for (const [ruleset, question, answer] of cases) {
      expect(first(question, ruleset), question).toBe(answer);
      // Without the file the same question lands elsewhere: it is the everyday word that finds the rule.
      expect(first(question, ruleset, false), question).not.toBe(answer);
    }
  });
});
