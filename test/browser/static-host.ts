import { readFileSync, statSync } from 'node:fs';
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve } from 'node:path';
import { parseHeadersFile, ruleMatches } from '../../src/build/vite/static-host-files.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.txt': 'text/plain',
  '.map': 'application/json',
};

/** A request the host answered: what for (`Sec-Fetch-Dest`: `empty` for a fetch()), and when (ms, `end` once sent). */
export interface ServedRequest {
  path: string;
  dest: string;
  start: number;
  end: number;
}

/** The most requests of `requests` in flight at one moment. */
export function mostAtOnce(requests: readonly ServedRequest[]): number {
  const edges = requests.flatMap((r): [number, number][] => [
    [r.start, 1],
    [r.end, -1],
  ]);
  // At one instant, an answer sent counts before a request received.
  edges.sort(([a, da], [b, db]) => a - b || da - db);
  let now = 0;
  let most = 0;
  for (const [, d] of edges) most = Math.max(most, (now += d));
  return most;
}

/**
 * A static host as GitHub Pages is one, with Netlify's `_headers` applied: `dir` is served under `base` and nothing
 * else is (the root answers 404), `/a/b` from `a/b.html`, no rewrites — a path with no file gets `404.html` with
 * status 404 — and every
 * response carries the headers `_headers` gives its path. `network.latencyMs` answers each request after that long.
 */
export async function serveStaticHost(
  folder: string,
  base: string,
  network: { latencyMs?: number } = {},
): Promise<{ url: string; stop: () => void; requests: ServedRequest[] }> {
  const dir = resolve(folder);
  const rules = parseHeadersFile(readFileSync(join(dir, '_headers'), 'utf8'));
  const isFile = (path: string) => {
    try {
      return statSync(path).isFile();
    } catch {
      return false;
    }
  };
  // As GitHub Pages does: the file itself, a folder's index.html, or `a/b.html` for `/a/b` (a prerendered section).
  const fileAt = (rel: string): string | null => {
    const path = normalize(join(dir, rel));
    if (!path.startsWith(dir)) return null;
    return [path, join(path, 'index.html'), `${path.replace(/\/$/, '')}.html`].find(isFile) ?? null;
  };
  const requests: ServedRequest[] = [];
  const server: Server = createServer(async (req, res) => {
    const served: ServedRequest = {
      path: req.url ?? '',
      dest: String(req.headers['sec-fetch-dest'] ?? ''),
      start: performance.now(),
      end: Infinity,
    };
    requests.push(served);
    res.on('close', () => (served.end = performance.now()));
    // A phone's network: the answer comes a round trip later.
    if (network.latencyMs) await new Promise((resolve) => setTimeout(resolve, network.latencyMs));
    const urlPath = decodeURIComponent(new URL(req.url ?? '/', 'http://host').pathname);
    if (!urlPath.startsWith(base)) {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Nothing is served here.');
      return;
    }
    const found = fileAt(urlPath.slice(base.length));
    const file = found ?? join(dir, '404.html');
    for (const rule of rules)
      if (ruleMatches(rule, urlPath)) for (const [name, value] of rule.headers) res.setHeader(name, value);
    res.writeHead(found ? 200 : 404, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' });
    res.end(readFileSync(file));
  });
  await new Promise<void>((done) => server.listen(0, done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}`,
    stop: () => server.close(),
    requests,
  };
}
