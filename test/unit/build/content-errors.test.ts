import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildRuleset } from '../../../src/build/content/build-ruleset.ts';
import { ContentError } from '../../../src/build/content/problems.ts';

const META = `---
id: bad
title: Bad
shortTitle: Bad
game: Bad game
edition: First
date: "2001"
source: { file: bad.md, description: A broken fixture }
credit: nobody
cite: "{short} {title}"
order: 1
---
`;

/** Builds a throwaway ruleset and returns the problems it is refused with. */
function problemsOf(files: Record<string, string>, meta = META): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'rk-content-'));
  mkdirSync(join(dir, 'bad'));
  writeFileSync(join(dir, 'bad', 'ruleset.md'), meta);
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, 'bad', name), text);
  try {
    buildRuleset(dir, 'bad');
  } catch (error) {
    if (error instanceof ContentError) return error.problems.map((p) => `${p.file}:${p.line}: ${p.message}`);
    throw error;
  }
  return [];
}

describe('the build fails loudly on bad content', () => {
  it('a cross-reference that resolves to nothing, with its line', () => {
    expect(problemsOf({ '01.md': '# A\n\ntext\n\nSee [Nowhere](#nowhere).\n' })).toEqual([
      'content/bad/01.md:5: cross-reference "Nowhere" → #nowhere resolves to nothing',
    ]);
  });

  it('a duplicate anchor, naming both places', () => {
    expect(problemsOf({ '01.md': '# Rules {n="1"}\n\n## Rules {n="1"}\n' })).toEqual([
      'content/bad/01.md:3: duplicate anchor "1-rules" (also content/bad/01.md:1): add {#unique-anchor} to one of them',
    ]);
  });

  it('an explicit anchor that is not lower-case letters, digits and -, as it becomes part of URLs and citations', () => {
    expect(problemsOf({ '01.md': '# A {#Step_One}\n' })).toEqual([
      'content/bad/01.md:1: anchor "Step_One" must be lower-case letters, digits and - (it is part of the section\'s URL and citations)',
    ]);
  });

  it('a definition with no home', () => {
    expect(problemsOf({ '01.md': '::: definition Orphan\ntext\n:::\n' })).toContain(
      'content/bad/01.md:1: definition "Orphan" has no home: it sits outside any section',
    );
    expect(problemsOf({ '01.md': '# A\n\n::: definition Ghost {.summary}\nsummary\n:::\n' })).toEqual([
      'content/bad/01.md:3: summary definition "Ghost" has no home: no full definition of the term, and no home="#anchor"',
    ]);
  });

  it('missing metadata', () => {
    const problems = problemsOf({ '01.md': '# A\n' }, '---\nid: bad\ntitle: Bad\n---\n');
    expect(problems).toContain('content/bad/ruleset.md:1: missing metadata "edition" in ruleset.md front matter');
    expect(problems).toContain('content/bad/ruleset.md:1: missing metadata "source" (needs "file" and "description")');
  });

  it('links out of the ruleset, raw HTML and unclosed containers', () => {
    expect(problemsOf({ '01.md': '# A\n\n[web](https://example.com) <b>x</b>\n\n::: sidebar S\nopen\n' })).toEqual([
      'content/bad/01.md:5: "::: sidebar" is never closed with ":::"',
      'content/bad/01.md:1: link "web" → "https://example.com": only links to an anchor of this ruleset ("#anchor") are allowed',
      'content/bad/01.md:1: raw HTML "<b>" is not allowed in rules text',
      'content/bad/01.md:1: raw HTML "</b>" is not allowed in rules text',
    ]);
  });

  it('a question pinned to words no passage of its entry holds, or several do', () => {
    const chapter = [
      '# A',
      '',
      'Cards in the discard pile are open information.',
      '',
      'Cards in hand are hidden.',
      '',
      '::: questions',
      'can I look at the discard | discard pile are open information',
      'can I see their hand | shuffled into the deck',
      'is anything secret | Cards in',
      'no pin here',
      ':::',
      '',
    ].join('\n');
    expect(problemsOf({ '01.md': chapter })).toEqual([
      'content/bad/01.md:11: a question needs the words of its passage: "question | words of the passage"',
      'content/bad/01.md:9: question "can I see their hand": no passage of this entry holds "shuffled into the deck"',
      'content/bad/01.md:10: question "is anything secret": 2 passages hold "Cards in" (quote words of one only)',
    ]);
  });

  it('questions in fiction, or a questions block never closed', () => {
    const fiction = '# A {.fiction}\n\nOnce upon a time.\n\n::: questions\nwho? | Once upon\n:::\n';
    expect(problemsOf({ '01.md': fiction })).toEqual([
      'content/bad/01.md:1: fiction is never searched: it takes no questions',
    ]);
    expect(problemsOf({ '01.md': '# A\n\ntext\n\n::: questions\nwhat? | text\n' })).toEqual([
      'content/bad/01.md:5: questions block is never closed with ":::"',
    ]);
  });

  it("another game's word mapped to a term the rulebook never uses, or that is already the rulebook's own word", () => {
    const chapter = '# A\n\nShuffle your discard pile into your deck.\n';
    const yaml = [
      '- words: [graveyard, gy]',
      '  means: discard pile',
      '- words: [exile]',
      '  means: removed from the game',
      '- words: [library, deck]',
      '  means: ~',
      '- words: []',
      '  means: deck',
    ].join('\n');
    expect(problemsOf({ '01.md': chapter, 'other-games.yaml': yaml })).toEqual([
      'content/bad/other-games.yaml:1: other-games.yaml item 4 needs "words": a list of phrases',
      'content/bad/other-games.yaml:4: "removed from the game" (what "exile" means) is not in the rulebook',
      'content/bad/other-games.yaml:5: "deck" is this rulebook\'s own word: it is not another game\'s here',
    ]);
    expect(problemsOf({ '01.md': chapter, 'other-games.yaml': yaml.split('\n').slice(0, 2).join('\n') })).toEqual([]);
  });

  it('an everyday word mapped to a term the rulebook never uses, or that the rulebook uses itself', () => {
    const chapter = '# A\n\nShuffle your discard pile into your deck.\n';
    const yaml = [
      '- words: [junk heap, scrap heap]',
      '  means: discard pile',
      '- words: [stack of cards]',
      '  means: draw pile',
      '- words: [reshuffle, shuffle]',
      '  means: deck',
    ].join('\n');
    expect(problemsOf({ '01.md': chapter, 'plain-words.yaml': yaml })).toEqual([
      'content/bad/plain-words.yaml:4: "draw pile" (what "stack of cards" means) is not in the rulebook',
      'content/bad/plain-words.yaml:5: "shuffle" is this rulebook\'s own word: only a word it never uses is mapped',
    ]);
    expect(problemsOf({ '01.md': chapter, 'plain-words.yaml': 'words: [x]' })).toEqual([
      'content/bad/plain-words.yaml:1: plain-words.yaml must be a list of { words, means }',
    ]);
  });
});
