import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fewAtATime } from '../../../src/ui/pwa/few-at-a-time.ts';

/** Work that takes `turns` trips round the microtask queue. */
const afterTurns = async (turns: number) => {
  for (let i = 0; i < turns; i++) await Promise.resolve();
};

describe('fewAtATime', () => {
  it('runs every item once, starts them in order, and never has more than `width` running', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.nat(5), { maxLength: 40 }), fc.integer({ min: 1, max: 8 }), async (turns, width) => {
        const started: number[] = [];
        let running = 0;
        let most = 0;
        await fewAtATime(turns.keys(), width, async (i) => {
          started.push(i);
          most = Math.max(most, ++running);
          await afterTurns(turns[i]!);
          running--;
        });
        expect(started).toEqual([...turns.keys()]);
        expect(most).toBeLessThanOrEqual(width);
        // As many at once as it may: the first `width` items start before any finishes.
        if (turns.length > 0 && turns.every((t) => t > 0)) expect(most).toBe(Math.min(width, turns.length));
      }),
    );
  });

  it('rejects with the first failure and starts no item after it', async () => {
    const started: number[] = [];
    let startedBeforeFailure = -1;
    const run = fewAtATime([0, 1, 2, 3, 4, 5, 6, 7], 2, async (i) => {
      started.push(i);
      await afterTurns(i === 2 ? 1 : 3);
      if (i === 2) {
        startedBeforeFailure = started.length;
        throw new Error(`file ${i} failed`);
      }
    });
    await expect(run).rejects.toThrow('file 2 failed');
    // The item still running when 2 failed finishes on its own; no other starts.
    await afterTurns(50);
    expect(startedBeforeFailure).toBeGreaterThan(0);
    expect(started).toHaveLength(startedBeforeFailure);
    expect(started.length).toBeLessThan(8);
  });

  it('refuses a width that is not a whole number from 1 up', async () => {
    await expect(fewAtATime([1], 0, async () => {})).rejects.toThrow(RangeError);
    await expect(fewAtATime([1], 1.5, async () => {})).rejects.toThrow(RangeError);
  });
});
