import type { TestSpecification } from 'vitest/node';
import { describe, expect, it } from 'vitest';
import JourneysFirst from '../../browser/journeys-first.ts';

const ROOT = '/repo';
const spec = (project: string, file: string) =>
  ({
    project: { name: project, config: { sequence: { groupOrder: 0 }, isolate: true } },
    moduleId: `${ROOT}/${file}`,
  }) as unknown as TestSpecification;

describe('the browser journeys run first', () => {
  it('before every other browser file, even one vitest would run first (it failed last time), and after the unit files', async () => {
    const failedLastTime = 'test/browser/event-page.test.ts';
    const ctx = {
      config: { root: ROOT, shard: null },
      cache: {
        getFileTestResults: (key: string) =>
          key.endsWith(failedLastTime) ? { failed: true, duration: 1 } : { failed: false, duration: 1 },
        getFileStats: () => ({ size: 1 }),
      },
    };
    const files = [
      spec('browser', failedLastTime),
      spec('browser', 'test/browser/journeys/every-route-loaded-first.test.ts'),
      spec('unit', 'test/unit/calc/examples.test.ts'),
      spec('browser', 'test/browser/journeys/floor-judge.test.ts'),
    ];
    const sorted = await new JourneysFirst(ctx).sort(files);
    expect(sorted.map((f) => f.moduleId.slice(ROOT.length + 1))).toEqual([
      'test/unit/calc/examples.test.ts',
      'test/browser/journeys/every-route-loaded-first.test.ts',
      'test/browser/journeys/floor-judge.test.ts',
      failedLastTime,
    ]);
  });
});
