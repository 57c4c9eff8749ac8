/** Bodies downloaded ahead of their reader, each handed over once (so no body is kept twice). */
const early = new Map<string, Promise<unknown>>();

/** The response to `url` (or to the fetch of it already made), refused with its status when not OK. */
export async function fetchOk(url: string, made: Promise<Response> = fetch(url)): Promise<Response> {
  const response = await made;
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response;
}

// response.json() rather than JSON.parse(await response.text()): the browser decodes the body as it streams in
// and no second copy of a ruleset's text is made on the main thread.
function fetchJson(url: string): Promise<unknown> {
  return fetchOk(url).then((response) => response.json() as Promise<unknown>);
}

/**
 * Starts downloading `url` now, for a `download(url)` to come. Downloading is the network's work, not the
 * page's: it can start before first paint while reading the body waits.
 */
export function downloadEarly(url: string): void {
  if (early.has(url)) return;
  const body = fetchJson(url);
  body.catch(() => early.delete(url));
  early.set(url, body);
}

/** The JSON body of `url`: the one downloaded early if there is one, otherwise a new download. */
export function download(url: string): Promise<unknown> {
  const body = early.get(url);
  early.delete(url);
  return body ?? fetchJson(url);
}
