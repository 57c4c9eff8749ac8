import { RULEBOOKS_URL } from 'virtual:rulesets';
import {
  type BookChanges,
  type BookVersion,
  compareVersions,
  describeUpdate,
} from '../../core/changes/compare-versions.ts';
import type { RulesetExtras } from '../../core/content/chapters.ts';
import { RULEBOOKS_LIST, type RulesetManifest, type SearchData, readSearchEntry } from '../../core/content/manifest.ts';
import { type RuleUpdate, recordRuleUpdate } from '../../core/storage/rule-updates.ts';
import { MANIFEST } from '../data/rulesets.ts';

/** A file in the service worker's caches, by path (the cache key may carry a revision after it). */
interface Cached {
  path: string;
  read: () => Promise<unknown>;
}

/** Every file the service workers' precaches hold: while an update waits, the open version's and the update's. */
async function cachedFiles(): Promise<Map<string, Cached>> {
  const files = new Map<string, Cached>();
  for (const name of await caches.keys()) {
    if (!name.includes('precache')) continue;
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      const path = new URL(request.url).pathname;
      files.set(path, {
        path,
        read: async () => {
          const response = await cache.match(request);
          if (!response) throw new Error(`${path} is no longer cached`);
          return response.json() as Promise<unknown>;
        },
      });
    }
  }
  return files;
}

/** A rulebook version's texts and notes, read from the cache (or the network, for the open version's own). */
async function versionOf(manifest: RulesetManifest, files: Map<string, Cached>): Promise<BookVersion> {
  const read = (url: string) =>
    files.get(new URL(url, location.href).pathname)?.read() ?? fetch(url).then((r) => r.json() as Promise<unknown>);
  const [search, extras] = (await Promise.all([read(manifest.searchUrl), read(manifest.extrasUrl)])) as [
    SearchData,
    RulesetExtras,
  ];
  return { meta: manifest.meta, entries: search.entries.map(readSearchEntry), notes: extras.notes };
}

/** Lets the page paint and take input between rulebooks: each comparison is a task of its own. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * What the update waiting in the service worker changes in the rulebooks, worked out on the phone from the texts it
 * has and those the update brought (both in the cache while the update waits, so offline too), and recorded for
 * the "What changed" pages after the reload. Null when the update brings no other rulebooks list (the same texts),
 * or its list cannot be told apart.
 */
export async function recordChanges(): Promise<RuleUpdate | null> {
  if (!('caches' in globalThis)) return null;
  const files = await cachedFiles();
  const own = new URL(RULEBOOKS_URL, location.href).pathname;
  const lists = [...files.values()].filter((f) => RULEBOOKS_LIST.test(f.path) && f.path !== own);
  if (lists.length !== 1) return null;
  const next = (await lists[0]!.read()) as RulesetManifest[];
  const books: BookChanges[] = [];
  for (const after of next) {
    const before = MANIFEST.find((m) => m.meta.id === after.meta.id);
    if (!before || (before.searchUrl === after.searchUrl && before.extrasUrl === after.extrasUrl)) continue;
    await nextTask();
    const [was, is] = await Promise.all([versionOf(before, files), versionOf(after, files)]);
    const changes = compareVersions(was, is);
    if (changes.changes.length || changes.before.edition !== changes.after.edition) books.push(changes);
  }
  const update: RuleUpdate = { at: new Date().toISOString(), from: own, to: lists[0]!.path, books };
  await recordRuleUpdate(update);
  return update;
}

/** What the waiting update changes in the rulebooks, in words for the update prompt ('' when no text changed). */
export async function workOutChanges(): Promise<string> {
  const start = performance.now();
  const update = await recordChanges();
  // Its cost, for the tests and the bench to read: reading both versions' texts, comparing, storing.
  performance.measure(CHANGES_MEASURE, { start });
  return update ? describeUpdate(update.books) : '';
}

/** The name of the performance measure of working out an update's changes. */
export const CHANGES_MEASURE = 'rulekeeper:rule-changes';
