/** Longest a task may wait for an idle moment before it runs anyway. */
const IDLE_TIMEOUT_MS = 300;
/** Slice of work done per idle moment where the browser cannot say how long the moment lasts (Safari). */
const SLICE_MS = 5;

/** Runs `task` when the main thread is idle (soon, where requestIdleCallback is missing); returns a cancel. */
export function whenIdle(task: (deadline: { timeRemaining: () => number }) => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(() => {
    const end = performance.now() + SLICE_MS;
    task({ timeRemaining: () => Math.max(0, end - performance.now()) });
  }, 50);
  return () => clearTimeout(id);
}

/**
 * Works through `steps` in idle moments only, a few at a time, so a keystroke never waits behind them.
 * Returns a cancel.
 */
export function inIdleMoments(steps: Iterable<() => void>): () => void {
  const iterator = steps[Symbol.iterator]();
  let cancel = (): void => undefined;
  const slice = (deadline: { timeRemaining: () => number }) => {
    while (deadline.timeRemaining() > 1) {
      const step = iterator.next();
      if (step.done) return;
      step.value();
    }
    cancel = whenIdle(slice);
  };
  cancel = whenIdle(slice);
  return () => cancel();
}
