/** One character typed into the search box: keydown to the paint that shows its results. */
export interface KeystrokeSample {
  ms: number;
  /** False when the keystroke left the page as it was (same results): timed to the next paint. */
  changed: boolean;
}

/** What the probe exposes to the bench as `window.rkKeystrokes`. */
export interface KeystrokeProbe {
  samples: KeystrokeSample[];
  /** Resolves once `count` keystrokes are timed. */
  waitFor(count: number): Promise<void>;
}

/**
 * Installed in the app page before its scripts (bundled, through addInitScript). Timing starts at the
 * keydown's timestamp; the results are in the DOM by the next frame (Preact renders a state change in a
 * microtask), or the frame after; a message posted from requestAnimationFrame runs once that frame is painted.
 */
export function installKeystrokeProbe(): void {
  const samples: KeystrokeSample[] = [];
  let waiters: { count: number; resolve: () => void }[] = [];
  let mutated = false;
  new MutationObserver(() => (mutated = true)).observe(document, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
  });
  const record = (start: number, framesLeft: number): void => {
    requestAnimationFrame(() => {
      if (!mutated && framesLeft > 0) return record(start, framesLeft - 1);
      const changed = mutated;
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        samples.push({ ms: performance.now() - start, changed });
        waiters = waiters.filter((w) => (samples.length >= w.count ? (w.resolve(), false) : true));
      };
      channel.port2.postMessage(null);
    });
  };
  addEventListener(
    'keydown',
    (event) => {
      const typed =
        event.target instanceof HTMLInputElement && event.target.type === 'search' && event.key.length === 1;
      if (!typed) return;
      mutated = false;
      record(event.timeStamp, 1);
    },
    true,
  );
  const probe: KeystrokeProbe = {
    samples,
    waitFor: (count) =>
      new Promise((resolve) => (samples.length >= count ? resolve() : waiters.push({ count, resolve }))),
  };
  (window as unknown as { rkKeystrokes: KeystrokeProbe }).rkKeystrokes = probe;
}
