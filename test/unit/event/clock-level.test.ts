import { describe, expect, it } from 'vitest';
import { clockLevel } from '../../../src/core/event/clock.ts';

const MIN = 60_000;

describe('how urgent the time left is', () => {
  it('is ok past 10 minutes, a warning within 10, low within 5, and over at time', () => {
    expect(clockLevel(10 * MIN + 1)).toBe('ok');
    expect(clockLevel(10 * MIN)).toBe('warn');
    expect(clockLevel(5 * MIN + 1)).toBe('warn');
    expect(clockLevel(5 * MIN)).toBe('low');
    expect(clockLevel(1)).toBe('low');
    expect(clockLevel(0)).toBe('over');
    expect(clockLevel(-30_000)).toBe('over');
  });
});
