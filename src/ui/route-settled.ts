/**
 * When the router has drawn the page at the current address. It scrolls a newly opened page to its top then, so a
 * page that scrolls itself (a passage landing) waits for that. A page whose data is ready at once is drawn a few
 * microtasks earlier, while the router still shows the page it leaves: the router's scroll would undo a landing
 * made then.
 */
let settledPath: string | null = null;
const waiting = new Set<() => void>();

/** The router's `onRouteChange`: the page at `url` is drawn (and scrolled to its top if it was opened by a link). */
export function routeSettled(url: string): void {
  settledPath = new URL(url, location.href).pathname;
  if (settledPath !== location.pathname) return;
  for (const callback of [...waiting]) callback();
  waiting.clear();
}

/**
 * Runs `callback` once the router has drawn the current address: in a microtask if it has, else when it says so or
 * in the next frame's callbacks, whichever comes first (a first load draws its lazy page without saying so, and
 * without scrolling). Returns a cancel.
 */
export function afterRouteSettled(callback: () => void): () => void {
  let live = true;
  let frame = 0;
  const run = () => {
    if (!live) return;
    cancel();
    callback();
  };
  const cancel = () => {
    live = false;
    waiting.delete(run);
    cancelAnimationFrame(frame);
  };
  if (settledPath === location.pathname) queueMicrotask(run);
  else {
    waiting.add(run);
    frame = requestAnimationFrame(run);
  }
  return cancel;
}
