/** Sizes of a build as a browser fetches them: read by the size budget test and by the bench. */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** One file of the build with its size as stored and as sent gzip-compressed. */
export interface BuiltFile {
  path: string;
  raw: number;
  gzip: number;
}

function sizeOf(dir: string, path: string): BuiltFile {
  const file = join(dir, path.replace(/^\//, ''));
  return { path, raw: statSync(file).size, gzip: gzipSync(readFileSync(file)).length };
}

/** The JavaScript index.html loads before the app can run: its module script and every modulepreload. */
export function initialScripts(dir: string): BuiltFile[] {
  const html = readFileSync(join(dir, 'index.html'), 'utf8');
  const urls = [
    ...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"|<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
  ].map((m) => m[1] ?? m[2] ?? '');
  return urls.map((url) => sizeOf(dir, url));
}

/** The URLs of the service worker's precache manifest, relative to the build, as often as it lists them. */
export function precacheManifest(dir: string): string[] {
  const worker = readFileSync(join(dir, 'sw.js'), 'utf8');
  // The manifest Workbox injected into the worker: entries of `"url":"…"` (and `url:"…"` as a generated worker had).
  return [...worker.matchAll(/\burl"?:"([^"]+)"/g)].map((m) => m[1] ?? '');
}

/** Every file in the service worker's precache manifest (what a first visit downloads for offline use). */
export function precachedFiles(dir: string): BuiltFile[] {
  return [...new Set(precacheManifest(dir))].map((url) => sizeOf(dir, url));
}

export const totalGzip = (files: readonly BuiltFile[]): number => files.reduce((sum, f) => sum + f.gzip, 0);
