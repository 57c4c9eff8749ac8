import { describe, expect, it } from 'vitest';
import { loadRulesets } from '../../../src/cli/load-rulesets.ts';
import { search } from '../../../src/core/search/engine.ts';
import { readIntent } from '../../../src/core/search/intent.ts';
import { bestPassage, entryWords } from '../../../src/core/search/passages.ts';
import { indexedWords } from '../../../src/core/search/proximity.ts';

describe('landing on the deciding passage, not a neighbour (issue 34)', () => {
  const loaded = loadRulesets();

  it('reads "without" as the rules\' "no", and prefers the passage where the words stand closest', () => {
    const entry = entryWords('BLUFFS', '', [
      { id: 'a', text: 'it has a target and the target also bluffed OR target played no legal cards' },
      { id: 'b', text: 'OR it has no target and no creature targeted it with a non-bluffed Combat Action' },
    ]);
    expect(bestPassage(indexedWords('bluff without a target'), entry, []).id).toBe('b');
  });

  it('asks "is it legal to …" of the rule on what follows, not of legality', () => {
    expect(readIntent('is it legal to bluff without a target', new Map()).text).toBe('is it to bluff without a target');
    expect(readIntent('legal cards', new Map()).text).toBe('legal cards');
    expect(readIntent('are illegal cards discarded', new Map()).text).toContain('illegal');
  });

  it('cites the bullet that decides a bluff with no target', () => {
    const [hit] = search(loaded.searchable, { text: 'is it legal to bluff without a target', ruleset: 'rage-2018' });
    expect(hit?.id).toBe('6-9-2-bluffs');
    expect(hit?.passage).toBe('6-9-2-bluffs--or-it-has-no');
  });
});
