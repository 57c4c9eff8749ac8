/**
 * Runs `callback` in a task after the next frame is painted (as Preact runs effects), for work that must not hold
 * up that frame. Returns a cancel.
 */
export function afterPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => (timer = setTimeout(callback)));
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
