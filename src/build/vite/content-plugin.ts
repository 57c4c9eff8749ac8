import type { Plugin, ViteDevServer } from 'vite';
import type { RulesetManifest } from '../../core/content/manifest.ts';
import { type ContentAsset, buildContentAssets } from '../content/assets.ts';
import { ContentError } from '../content/problems.ts';
import { shareBuiltContent } from '../../core/content/built-content.ts';
import { rulebooksList } from '../content/rulebooks-list.ts';

const VIRTUAL_ID = 'virtual:rulesets';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

/** What the content plugin tells the other plugins of the build. */
export interface RulesetContentApi {
  /** Each ruleset's prebuilt index and search file, as the app asks for them (base included). */
  searchFileUrls(): string[];
}

/**
 * Turns `content/` into typed JSON at build time: `virtual:rulesets` exports the manifest, and each ruleset's
 * data and prebuilt search index are emitted as content-hashed JSON files (precached by the service worker).
 * Bad content fails the build with every problem listed.
 */
export function rulesetContent(options: {
  contentDir: string;
}): Plugin<RulesetContentApi> & { api: RulesetContentApi } {
  let base = '/';
  let built: { manifest: RulesetManifest[]; assets: ContentAsset[]; listUrl: string } | null = null;
  const build = () => {
    if (built) return built;
    const { manifest, assets } = buildContentAssets(options.contentDir, base);
    const list = rulebooksList(manifest, base);
    return (built = { manifest, assets: [...assets, list.asset], listUrl: list.url });
  };

  return {
    name: 'rulekeeper-content',
    api: { searchFileUrls: () => build().manifest.flatMap((m) => [m.indexUrl, m.searchUrl]) },
    configResolved(config) {
      base = config.base;
    },
    buildStart() {
      built = null;
      try {
        build();
      } catch (error) {
        if (error instanceof ContentError) this.error(error.message);
        throw error;
      }
      this.addWatchFile(options.contentDir);
    },
    resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : undefined),
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const { manifest, listUrl } = build();
      return `export const RULESETS = ${JSON.stringify(manifest)};\nexport const RULEBOOKS_URL = ${JSON.stringify(listUrl)};`;
    },
    generateBundle() {
      const { assets } = build();
      for (const asset of assets) this.emitFile({ type: 'asset', fileName: asset.fileName, source: asset.source });
      shareBuiltContent(new Map(assets.map((a) => [a.fileName, a.source])));
    },
    configureServer(server: ViteDevServer) {
      server.watcher.add(options.contentDir);
      server.watcher.on('all', (_event, file) => {
        if (!file.startsWith(options.contentDir)) return;
        built = null;
        const module = server.moduleGraph.getModuleById(RESOLVED_ID);
        if (module) server.moduleGraph.invalidateModule(module);
        try {
          build();
          server.ws.send({ type: 'full-reload' });
        } catch (error) {
          server.ws.send({ type: 'error', err: { message: (error as Error).message, stack: '' } });
        }
      });
      server.middlewares.use((req, res, next) => {
        const path = req.url?.split('?')[0] ?? '';
        let asset: ContentAsset | undefined;
        try {
          asset = build().assets.find((a) => base + a.fileName === path);
        } catch (error) {
          return next(error);
        }
        if (!asset) return next();
        res.setHeader('Content-Type', 'application/json');
        res.end(asset.source);
      });
    },
  };
}
