/** Longest wait for the paint timing entry, where a browser never reports it. */
const FALLBACK_MS = 300;

/**
 * Resolves once the page's first content is on screen. Work started after it (reading the search indexes, which
 * download meanwhile) cannot delay that paint, nor the largest one that comes with it.
 */
export function afterFirstContentfulPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (performance.getEntriesByName('first-contentful-paint').length) return resolve();
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length) done();
    });
    const timer = setTimeout(() => done(), FALLBACK_MS);
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    try {
      observer.observe({ type: 'paint', buffered: true });
    } catch {
      done();
    }
  });
}
