import { RULESETS } from 'virtual:rulesets';
import type { RulesetManifest } from '../../core/content/manifest.ts';
import { type ChapterData, type EntryLabel, type RulesetExtras, joinChapters } from '../../core/content/chapters.ts';
import type { PageData, PageEntry } from '../../core/content/manifest.ts';
import type { RulesetMeta } from '../../core/content/model.ts';
import { download, downloadEarly } from './fetch-json.ts';
import { loadOnce } from './load-once.ts';

/** Every ruleset in the app, in library order. */
export const MANIFEST: readonly RulesetManifest[] = RULESETS;

export function findManifest(id: string): RulesetManifest | undefined {
  return MANIFEST.find((r) => r.meta.id === id);
}

/**
 * What a section page reads of a ruleset: its whole data (LoadedRuleset) or one chapter of it with the table of
 * contents (section-view.ts). Every entry can be named and placed; the entries it shows are there in full.
 */
export interface RulesetView {
  meta: RulesetMeta;
  /** Entries there in full: all of them, or a chapter's and the definitions it links to. */
  byId: ReadonlyMap<string, PageEntry>;
  /** Every entry of the ruleset, by label. */
  labels: ReadonlyMap<string, EntryLabel>;
  /** Sections (entries with their own page) in reading order, for previous/next. */
  pages: readonly EntryLabel[];
}

/** A loaded ruleset with lookups the pages need. */
export interface LoadedRuleset extends PageData, RulesetView {
  byId: Map<string, PageEntry>;
  labels: Map<string, PageEntry>;
  pages: PageEntry[];
}

const loads = new Map<string, Promise<LoadedRuleset>>();
const loaded = new Map<string, LoadedRuleset>();

/** Loads a ruleset's data once; later calls share the same promise. */
export function loadRuleset(id: string): Promise<LoadedRuleset> {
  const manifest = findManifest(id);
  if (!manifest) return Promise.reject(new Error(`Unknown ruleset "${id}"`));
  // Its extras and every chapter, side by side: the files a section page loads one at a time (section-view.ts).
  return loadOnce(loads, id, () =>
    Promise.all([download(manifest.extrasUrl), ...manifest.chapterUrls.map(download)]).then(([extras, ...parts]) => {
      const data = joinChapters(extras as RulesetExtras, parts as ChapterData[]);
      const byId = new Map(data.entries.map((e) => [e.id, e]));
      const ruleset = { ...data, byId, labels: byId, pages: data.entries.filter((e) => !e.inline) };
      loaded.set(id, ruleset);
      return ruleset;
    }),
  );
}

/** Starts downloading a ruleset's data for a `loadRuleset` to come, unless it is already loading. */
export function downloadRulesetEarly(id: string): void {
  const manifest = findManifest(id);
  if (manifest && !loads.has(id)) for (const url of [manifest.extrasUrl, ...manifest.chapterUrls]) downloadEarly(url);
}

/** The ruleset if already loaded, without waiting. */
export function peekRuleset(id: string): LoadedRuleset | undefined {
  return loaded.get(id);
}

/** The chain of entries from the chapter down to `entry`'s parent. */
export function ancestorsOf(ruleset: Pick<RulesetView, 'labels'>, entry: Pick<EntryLabel, 'parent'>): EntryLabel[] {
  const chain: EntryLabel[] = [];
  for (
    let p = entry.parent ? ruleset.labels.get(entry.parent) : undefined;
    p;
    p = p.parent ? ruleset.labels.get(p.parent) : undefined
  )
    chain.unshift(p);
  return chain;
}

/** "§6.9.2 BLUFFS" style label: number then title. */
export function entryLabel(entry: Pick<PageEntry, 'number' | 'title'>): string {
  return entry.number ? `${entry.number} ${entry.title}` : entry.title;
}

/** A section page's document title. */
export function sectionTitle(entry: Pick<PageEntry, 'number' | 'title'>, meta: { shortTitle: string }): string {
  return `${entryLabel(entry)} · ${meta.shortTitle} · Rulekeeper`;
}

/** A citation from the ruleset's template: "Rage 2018 §6.9.2 BLUFFS". */
export function citation(ruleset: Pick<PageData, 'meta'>, entry: Pick<PageEntry, 'number' | 'title'>): string {
  const text = ruleset.meta.cite
    .replace('{short}', ruleset.meta.shortTitle)
    .replace('{edition}', ruleset.meta.edition)
    .replace('{number}', entry.number ?? '')
    .replace('{title}', entry.title);
  return text.replace(/§\s+/, '').replace(/\s+/g, ' ').trim();
}
