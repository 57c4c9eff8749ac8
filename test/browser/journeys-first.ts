import type { TestSpecification } from 'vitest/node';

/**
 * The order test files run in: vitest's own (BaseSequencer), then the browser journeys (test/browser/journeys/)
 * before every other browser file, so a regression between features is the first thing a run reports. The unit
 * project's files come first: they share one pool with the browser files, which take the workers they free (see
 * vite.config.ts).
 */
export default class JourneysFirst {
  private readonly base: Promise<{
    sort(files: TestSpecification[]): Promise<TestSpecification[]>;
    shard(files: TestSpecification[]): Promise<TestSpecification[]>;
  }>;

  constructor(ctx: unknown) {
    // Imported here, not at the top: vite.config.ts (which names this class) is loaded by app builds too.
    this.base = import('vitest/node').then(({ BaseSequencer }) => new BaseSequencer(ctx as never));
  }

  async shard(files: TestSpecification[]): Promise<TestSpecification[]> {
    return (await this.base).shard(files);
  }

  async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await (await this.base).sort(files);
    const rank = (f: TestSpecification) =>
      !f.project.name.startsWith('browser') ? 0 : /[\\/]test[\\/]browser[\\/]journeys[\\/]/.test(f.moduleId) ? 1 : 2;
    // Array.prototype.sort is stable: within each rank, vitest's order stays.
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}
