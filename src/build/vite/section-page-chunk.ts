import { reachable } from './reachable.ts';

/** What a chunking function can read of the module graph (Rolldown's ChunkingContext). */
export interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/**
 * The section page's code in one chunk: the section page and every module it imports statically that the app's
 * entry does not. Left to the bundler, that code is a dozen chunks shared with other lazy pages, and a deep link's
 * HTML names each in a `<link rel="modulepreload">` (section-page-preloads.ts): the browser's parser starts each of
 * those requests itself, on the main thread, in the task that parses the page; at 4× CPU a dozen requests make it a
 * long task. Pages that share a module with the section page (the ruling log's schema, the QR sheet) now load this
 * chunk for it; every chunk is precached for offline use anyway.
 *
 * `entry` and `sectionPage` are module ids (absolute paths); the result names a module's chunk (`manualChunks`).
 */
export function sectionPageChunk(entry: string, sectionPage: string) {
  let members: Set<string> | undefined;
  return (id: string, graph: ModuleGraph): string | null => {
    members ??= sectionOnlyModules(entry, sectionPage, graph);
    return members.has(id) ? 'section' : null;
  };
}

/** Modules the section page reaches by static imports and the entry does not. */
export function sectionOnlyModules(entry: string, sectionPage: string, graph: ModuleGraph): Set<string> {
  const imports = (id: string) => graph.getModuleInfo(id)?.importedIds ?? [];
  const fromEntry = new Set(reachable(entry, imports));
  return new Set(reachable(sectionPage, imports).filter((id) => !fromEntry.has(id)));
}
