import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RANKING_WEIGHTS } from '../../../src/core/search/ranking-options.ts';
import { MIN_TALK_WORDS, readTableTalk } from '../../../src/core/search/table-talk.ts';

const STORIES = [
  'So last night at the store my buddy and I were playing, he was ahead most of the evening and everyone was watching.',
  'Okay this came up at our weekly session and we argued about it for ages, honestly nobody could agree.',
  'My friends and I finally got together after weeks, pizza and everything, and something weird happened.',
];

describe('table talk: the question inside a story', () => {
  it('reads a short question as typed, with no weights', () => {
    const talk = readTableTalk('can a pack member attack its own packmate');
    expect(talk).toEqual({
      text: 'can a pack member attack its own packmate',
      asked: 'can a pack member attack its own packmate',
      storyWeights: new Map(),
    });
  });

  it('keeps the sentence that asks and drops the chit-chat around it', () => {
    const talk = readTableTalk(
      `${STORIES[0]} Does a frenzied character have to attack the nearest creature? We guessed, thanks.`,
    );
    expect(talk.asked).toBe('does a frenzied character have to attack the nearest creature');
    for (const word of ['buddy', 'evening', 'store', 'watching', 'thanks']) expect(talk.text).not.toContain(word);
  });

  it('weighs the rule words of the story below those of the question', () => {
    const talk = readTableTalk(
      'Honestly my buddy and I argued about this for ages. We were three turns in and my alpha was sitting in the umbra with two allies next to him, then my opponent declared an attack on my territory, can my alpha defend it?',
    );
    expect(talk.asked).toBe('can my alpha defend it');
    expect(talk.storyWeights.get('umbra')).toBe(RANKING_WEIGHTS.story);
    expect(talk.storyWeights.get('territori')).toBe(RANKING_WEIGHTS.story);
    // A word also in the question counts fully.
    expect(talk.storyWeights.has('alpha')).toBe(false);
  });

  it('finds the same question whatever story is told before it (property)', () => {
    const questions = ['can I bluff without a target?', 'what happens when my combat deck runs out?'];
    fc.assert(
      fc.property(
        fc.constantFrom(...questions),
        fc.shuffledSubarray(STORIES, { minLength: 2 }),
        fc.constantFrom('', ' Thanks for any help.', ' My friend insists he is right.'),
        (question, story, after) => {
          const talk = readTableTalk(`${story.join(' ')} ${question}${after}`);
          expect(talk.asked).toBe(question.replace('?', '').toLowerCase());
          for (const weight of talk.storyWeights.values()) expect(weight).toBeLessThan(1);
        },
      ),
    );
  });

  it('reads a scenario of rule words told before its question as all question: it does not chat', () => {
    const scenario =
      'I played a defense card in reaction to an NPC attack before my turn came up, can I still attack on my own turn?';
    expect(readTableTalk(scenario).storyWeights.size).toBe(0);
  });

  it('reads a long query with no sentence that asks, or that only asks, as typed', () => {
    const statement =
      'combat deck runs out during a long combat with several allies and two characters in the umbra while the moot votes on a junta';
    expect(statement.split(' ').length).toBeGreaterThan(MIN_TALK_WORDS + 4);
    expect(readTableTalk(statement).storyWeights.size).toBe(0);
    const onlyAsks =
      'can my ally defend my alpha in the umbra when the territory is attacked by two characters of another pack?';
    expect(readTableTalk(onlyAsks).text).toBe(onlyAsks);
  });
});
