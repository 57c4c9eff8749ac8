import type { Plugin, Rollup } from 'vite';
import { holdsSectionPage, staticGraph } from './section-page-preloads.ts';

/**
 * V8's explicit compile hint: a script whose first line is this comment has all its functions compiled as it
 * downloads, off the main thread. https://v8.dev/blog/explicit-compile-hints
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Marks the code a cold load runs at once (the app's entry and what it imports, the section page's code, stored
 * data's) with V8's compile hint. Otherwise V8 compiles each function on its first call: the first render's task
 * then compiles most of what it runs, on the main thread (at 4× CPU a third of hydrating home). Code loaded later
 * (tools, the ruling log, the event page) is left to compile lazily: compiling all of it early would be work a judge
 * may never need. Runs after minifying, which drops comments; each hinted chunk's source map is shifted down the
 * added line.
 */
export function compileHints(): Plugin {
  return {
    name: 'rulekeeper-compile-hints',
    apply: 'build',
    enforce: 'post',
    // After Vite's own post step, which puts its preload list (`__vite__mapDeps`) before the entry's code.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const fileName of startupChunks(bundle)) {
          const chunk = bundle[fileName] as Rollup.OutputChunk;
          if (chunk.code.startsWith(COMPILE_HINT)) continue;
          chunk.code = COMPILE_HINT + chunk.code;
          if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
          const map = bundle[`${fileName}.map`];
          if (map?.type === 'asset') {
            const json = JSON.parse(String(map.source)) as { mappings: string };
            json.mappings = `;${json.mappings}`;
            map.source = JSON.stringify(json);
          }
        }
      },
    },
  };
}

/**
 * Stored data (bookmarks, notes, recent searches): imported lazily, but home and every section page open it as they
 * mount, so Dexie's code runs in the first second of a cold load too (and creates the database on a first visit).
 */
const STORED_DATA_MODULE = '/src/core/storage/db.ts';

/** The entry chunks, the section page's chunk and stored data's, with every chunk they import statically. */
export function startupChunks(bundle: Rollup.OutputBundle): string[] {
  const chunks = Object.values(bundle).filter((f): f is Rollup.OutputChunk => f.type === 'chunk');
  const roots = chunks.filter(
    (c) => c.isEntry || holdsSectionPage(c) || c.moduleIds.some((id) => id.endsWith(STORED_DATA_MODULE)),
  );
  return [...new Set(roots.flatMap((root) => staticGraph(root, bundle)))];
}
