/** One character typed into the search box: keydown to the paint that shows its results. */
export interface KeystrokeSample {
  ms: number;
  /** False when the keystroke left the page as it was (same results): timed to the next paint. */
  changed: boolean;
  /** Its results were in the first frame after it (answered ahead), not a later one. */
  ownFrame: boolean;
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
/** Frames a keystroke's answer is waited for before it is timed as it stands. */
const MAX_FRAMES = 60;

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
  // The app says which text its results answer (search-status data-answered): the search worker answers a
  // keystroke a frame or more after it, so the paint to time is the one that carries this keystroke's answer.
  const answered = (box: HTMLInputElement): boolean | null => {
    const status = document.querySelector('.search-status');
    // Builds from before the worker answered with the keystroke: the next paint that changed the page is it.
    if (!status?.hasAttribute('data-answered')) return null;
    return status.getAttribute('data-answered') === box.value;
  };
  const record = (start: number, framesLeft: number, box: HTMLInputElement): void => {
    requestAnimationFrame(() => {
      const done = answered(box);
      if (done === false && framesLeft > 0) return record(start, framesLeft - 1, box);
      if (done === null && !mutated && framesLeft > MAX_FRAMES - 2) return record(start, framesLeft - 1, box);
      const changed = mutated;
      const ownFrame = framesLeft === MAX_FRAMES;
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        samples.push({ ms: performance.now() - start, changed, ownFrame });
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
      record(event.timeStamp, MAX_FRAMES, event.target);
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
