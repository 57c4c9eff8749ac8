/**
 * Runs `run` on every item, at most `width` at once, taking the items in order as places free up. Resolves once all
 * have run; rejects with the first failure and starts no item after it (those already running finish on their own).
 */
export async function fewAtATime<T>(
  items: Iterable<T>,
  width: number,
  run: (item: T) => Promise<unknown>,
): Promise<void> {
  if (!Number.isInteger(width) || width < 1) throw new RangeError(`width: a whole number from 1 up, got ${width}`);
  const list = [...items];
  let next = 0;
  let failed = false;
  const lane = async (): Promise<void> => {
    while (!failed && next < list.length) {
      const item = list[next++] as T;
      try {
        await run(item);
      } catch (e) {
        failed = true;
        throw e;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, list.length) }, lane));
}
