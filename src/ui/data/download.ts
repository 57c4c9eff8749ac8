/** Bodies downloaded ahead of their reader, each handed over once (so no body is kept twice). */
const early = new Map<string, Promise<string>>();

function fetchText(url: string): Promise<string> {
  return fetch(url).then((response) => {
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    return response.text();
  });
}

/**
 * Starts downloading `url` now, for a `download(url)` to come. Downloading is the network's work, not the
 * page's: it can start before first paint while reading the body waits.
 */
export function downloadEarly(url: string): void {
  if (early.has(url)) return;
  const body = fetchText(url);
  body.catch(() => early.delete(url));
  early.set(url, body);
}

/** The body of `url`: the one downloaded early if there is one, otherwise a new download. */
export function download(url: string): Promise<string> {
  const body = early.get(url);
  early.delete(url);
  return body ?? fetchText(url);
}
