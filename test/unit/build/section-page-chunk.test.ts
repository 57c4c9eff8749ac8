import { describe, expect, it } from 'vitest';
import { type ModuleGraph, sectionOnlyModules, sectionPageChunk } from '../../../src/build/vite/section-page-chunk.ts';

/** Static imports of a small app: the entry, the section page, and a ruling log page sharing a schema with it. */
const imports: Record<string, string[]> = {
  main: ['preact', 'router', 'search-box'],
  router: ['preact'],
  'search-box': ['preact', 'tokenize'],
  section: ['preact', 'router', 'note-view', 'entry-body'],
  'note-view': ['schema', 'preact'],
  'entry-body': ['tokenize', 'passage'],
  'log-page': ['schema', 'ruling-form'],
  'ruling-form': ['preact'],
  preact: [],
  tokenize: [],
  passage: [],
  schema: ['valibot'],
  valibot: [],
};
const graph: ModuleGraph = {
  getModuleInfo: (id) => (id in imports ? { importedIds: imports[id] ?? [] } : null),
};

describe("the section page's chunk", () => {
  it('holds the section page and what only it imports, however deep; what the entry imports stays in the entry', () => {
    expect([...sectionOnlyModules('main', 'section', graph)].sort()).toEqual(
      ['entry-body', 'note-view', 'passage', 'schema', 'section', 'valibot'].sort(),
    );
  });

  it('names those modules "section" and leaves every other module to the bundler', () => {
    const chunkOf = sectionPageChunk('main', 'section');
    expect(chunkOf('schema', graph)).toBe('section');
    expect(chunkOf('section', graph)).toBe('section');
    for (const id of ['main', 'preact', 'tokenize', 'log-page', 'ruling-form']) expect(chunkOf(id, graph)).toBeNull();
  });
});
