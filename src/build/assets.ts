import { createHash } from 'node:crypto';
import type { RulesetMeta } from '../core/content/model.ts';
import { toSearchDocuments } from '../core/search/documents.ts';
import { createSearchIndex, saveSearchIndex } from '../core/search/index.ts';
import { buildAllRulesets } from './build-ruleset.ts';

/** What the app knows of a ruleset before loading it: enough for the library and to fetch the rest. */
export interface RulesetManifest {
  meta: RulesetMeta;
  /** URL of the ruleset's data JSON (RulesetData). */
  dataUrl: string;
  /** URL of its prebuilt search index JSON (MiniSearch index and vocabulary). */
  indexUrl: string;
  counts: { entries: number; definitions: number; notes: number };
}

/** A file the build emits. */
export interface ContentAsset {
  fileName: string;
  source: string;
}

const hash = (text: string): string => createHash('sha256').update(text).digest('hex').slice(0, 10);

/** Builds every ruleset into content-hashed JSON files and the manifest that points at them. */
export function buildContentAssets(
  contentDir: string,
  base: string,
): { manifest: RulesetManifest[]; assets: ContentAsset[] } {
  const manifest: RulesetManifest[] = [];
  const assets: ContentAsset[] = [];
  for (const { data } of buildAllRulesets(contentDir)) {
    const id = data.meta.id;
    const dataJson = JSON.stringify(data);
    const indexJson = saveSearchIndex(createSearchIndex(toSearchDocuments(data.entries)));
    const dataFile = `data/${id}.${hash(dataJson)}.json`;
    const indexFile = `data/${id}.index.${hash(indexJson)}.json`;
    assets.push({ fileName: dataFile, source: dataJson }, { fileName: indexFile, source: indexJson });
    manifest.push({
      meta: data.meta,
      dataUrl: base + dataFile,
      indexUrl: base + indexFile,
      counts: {
        entries: data.entries.length,
        definitions: data.entries.filter((e) => e.kind === 'definition').length,
        notes: data.notes.length,
      },
    });
  }
  return { manifest, assets };
}
