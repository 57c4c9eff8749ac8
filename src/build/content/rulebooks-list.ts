import { createHash } from 'node:crypto';
import type { RulesetManifest } from '../../core/content/manifest.ts';
import type { ContentAsset } from './assets.ts';

/**
 * The build's manifest as a file of its own, named by its content: an update's service worker precaches it with the
 * rest, so the version being replaced finds it (the one such file in the cache that is not its own) and reads from
 * it which rulebooks the update brings and where their texts are, to work out what changed before the reload.
 */
export function rulebooksList(manifest: RulesetManifest[], base: string): { asset: ContentAsset; url: string } {
  const source = JSON.stringify(manifest);
  const fileName = `data/rulebooks.${createHash('sha256').update(source).digest('hex').slice(0, 10)}.json`;
  return { asset: { fileName, source }, url: base + fileName };
}
