import { createHash } from 'node:crypto';
import type { RulesetManifest } from '../core/content/manifest.ts';
import { toSearchDocuments } from '../core/search/documents.ts';
import { createSearchIndex, saveSearchIndex } from '../core/search/index.ts';
import { buildAllRulesets } from './build-ruleset.ts';

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
