import type { ChapterData, EntryLabel, TocData } from '../../core/content/chapters.ts';
import type { PageEntry } from '../../core/content/manifest.ts';
import { download } from './fetch-json.ts';
import { loadOnce } from './load-once.ts';
import { type RulesetView, findManifest, peekRuleset } from './rulesets.ts';
import { type LoadState, useLoadState } from './use-load-state.ts';

/** A ruleset's table of contents, ready for lookups. */
interface Toc {
  labels: Map<string, EntryLabel & { chapter: number }>;
  pages: EntryLabel[];
}

const tocLoads = new Map<string, Promise<Toc>>();
const chapterLoads = new Map<string, Promise<RulesetView>>();
const tocs = new Map<string, Toc>();
const chapters = new Map<string, RulesetView>();

function loadToc(id: string, url: string): Promise<Toc> {
  return loadOnce(tocLoads, id, async () => {
    const { labels } = (await download(url)) as TocData;
    const toc = { labels: new Map(labels.map((l) => [l.id, l])), pages: labels.filter((l) => !l.inline) };
    tocs.set(id, toc);
    return toc;
  });
}

/** What a table of contents page reads of a ruleset: every entry's label, not its text. */
export type TocView = Pick<RulesetView, 'meta' | 'labels' | 'pages'>;

/** The table of contents if loaded: the whole ruleset's if some page has loaded it, else the few-KB file's. */
function peekTocView(id: string): TocView | undefined {
  const full = peekRuleset(id);
  const manifest = findManifest(id);
  const toc = tocs.get(id);
  if (full) return full;
  return manifest && toc ? { meta: manifest.meta, labels: toc.labels, pages: toc.pages } : undefined;
}

/** A ruleset's table of contents (a few KB), or the whole ruleset if some page has loaded it already. */
export async function loadTocView(id: string): Promise<TocView> {
  const manifest = findManifest(id);
  if (!manifest) throw new Error(`Unknown ruleset "${id}"`);
  const ready = peekTocView(id);
  if (ready) return ready;
  const toc = await loadToc(id, manifest.tocUrl);
  return peekRuleset(id) ?? { meta: manifest.meta, labels: toc.labels, pages: toc.pages };
}

export type TocState = LoadState<TocView>;

/** The table of contents for a page: ready at once when already loaded, else loading then ready or an error. */
export function useTocView(id: string): TocState {
  return useLoadState(
    id,
    () => tocStateNow(id),
    () => loadTocView(id).then((ruleset): TocState => ({ status: 'ready', ruleset })),
  );
}

function tocStateNow(id: string): TocState {
  if (!findManifest(id)) return { status: 'missing' };
  const ready = peekTocView(id);
  return ready ? { status: 'ready', ruleset: ready } : { status: 'loading' };
}

const chapterKey = (id: string, chapter: number) => `${id}/${chapter}`;

function loadChapter(id: string, toc: Toc, chapter: number): Promise<RulesetView> {
  const manifest = findManifest(id);
  const url = manifest?.chapterUrls[chapter];
  if (!manifest || !url) return Promise.reject(new Error(`${id}: no chapter ${chapter + 1}`));
  const key = chapterKey(id, chapter);
  return loadOnce(chapterLoads, key, async () => {
    const { entries, linked } = (await download(url)) as ChapterData;
    const view: RulesetView = {
      meta: manifest.meta,
      byId: new Map<string, PageEntry>([...entries, ...linked].map((e) => [e.id, e])),
      labels: toc.labels,
      pages: toc.pages,
    };
    chapters.set(key, view);
    return view;
  });
}

/**
 * What a section page needs of a ruleset: the whole ruleset if some page has loaded it already, else the table of
 * contents and the one chapter holding `anchor` (Rage 2018's largest: 37% of the rulebook, gzip).
 * Null when no entry of the ruleset has that anchor.
 */
export async function loadSectionView(id: string, anchor: string): Promise<RulesetView | null> {
  const full = peekRuleset(id);
  const manifest = findManifest(id);
  if (full || !manifest) return full ?? null;
  const toc = await loadToc(id, manifest.tocUrl);
  const at = toc.labels.get(anchor);
  return at ? loadChapter(id, toc, at.chapter) : null;
}

/** The section page's data if already loaded, without waiting. */
export function peekSectionView(id: string, anchor: string): RulesetView | undefined {
  const full = peekRuleset(id);
  if (full) return full;
  const at = tocs.get(id)?.labels.get(anchor);
  return at ? chapters.get(chapterKey(id, at.chapter)) : undefined;
}

/** The files a section's data came from (its rulebook's table of contents, then its chapter), once loaded. */
export function sectionDataUrls(id: string, anchor: string): string[] {
  const manifest = findManifest(id);
  const at = tocs.get(id)?.labels.get(anchor);
  const chapter = at && manifest?.chapterUrls[at.chapter];
  return manifest && chapter ? [manifest.tocUrl, chapter] : [];
}

/** Starts loading a section's data now (a deep link being opened, a result tapped), for the page to come. */
export function loadSectionEarly(id: string, anchor: string): void {
  if (findManifest(id)) loadSectionView(id, anchor).catch(() => undefined);
}

export type SectionState =
  | LoadState<RulesetView>
  /** The rulebook has no entry with that anchor. */
  | { status: 'absent'; shortTitle: string };

/** The data for a section page: ready at once when already loaded, else loading then ready, absent or an error. */
export function useSectionView(id: string, anchor: string): SectionState {
  return useLoadState(
    `${id}/${anchor}`,
    () => stateNow(id, anchor),
    () =>
      loadSectionView(id, anchor).then((view): SectionState =>
        view
          ? { status: 'ready', ruleset: view }
          : { status: 'absent', shortTitle: findManifest(id)?.meta.shortTitle ?? id },
      ),
  );
}

function stateNow(id: string, anchor: string): SectionState {
  if (!findManifest(id)) return { status: 'missing' };
  const ready = peekSectionView(id, anchor);
  return ready ? { status: 'ready', ruleset: ready } : { status: 'loading' };
}
