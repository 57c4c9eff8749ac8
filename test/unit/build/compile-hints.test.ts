import type { Plugin, Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints } from '../../../src/build/vite/compile-hints.ts';

const chunk = (fileName: string, imports: string[], extra: Partial<Rollup.OutputChunk> = {}) =>
  ({
    type: 'chunk',
    fileName,
    imports,
    isEntry: false,
    moduleIds: [],
    code: `code of ${fileName}`,
    ...extra,
  }) as Rollup.OutputChunk;
const sourceMap = (fileName: string) =>
  ({ type: 'asset', fileName, source: JSON.stringify({ version: 3, mappings: 'AAAA;AACA' }) }) as Rollup.OutputAsset;

/** A bundle shaped like the app's: the entry, and lazy: the section page, stored data (Dexie), the log, a tool. */
function built(): Rollup.OutputBundle {
  const files = [
    chunk('assets/main-1.js', ['assets/runtime-1.js'], { isEntry: true, moduleIds: ['/app/src/ui/main.tsx'] }),
    chunk('assets/runtime-1.js', []),
    chunk('assets/section-1.js', ['assets/entry-body-1.js', 'assets/runtime-1.js'], {
      moduleIds: ['/app/src/ui/pages/section.tsx', '/app/src/ui/kit/qr-dialog.tsx'],
    }),
    chunk('assets/entry-body-1.js', []),
    chunk('assets/db-1.js', ['assets/dexie-1.js'], { moduleIds: ['/app/src/core/storage/db.ts'] }),
    chunk('assets/dexie-1.js', ['assets/runtime-1.js'], { moduleIds: ['/app/node_modules/dexie/import-wrapper.mjs'] }),
    chunk('assets/log-page-1.js', ['assets/runtime-1.js']),
    chunk('assets/frenzy-1.js', []),
  ];
  const bundle = Object.fromEntries(
    files.flatMap((f) => [
      [f.fileName, f],
      [`${f.fileName}.map`, sourceMap(`${f.fileName}.map`)],
    ]),
  ) as Rollup.OutputBundle;
  const plugin = compileHints() as Plugin & {
    generateBundle: { handler: (options: unknown, bundle: Rollup.OutputBundle) => void };
  };
  plugin.generateBundle.handler({}, bundle);
  return bundle;
}
const code = (bundle: Rollup.OutputBundle, file: string) => (bundle[file] as Rollup.OutputChunk).code;
const mappings = (bundle: Rollup.OutputBundle, file: string) =>
  (JSON.parse(String((bundle[file] as Rollup.OutputAsset).source)) as { mappings: string }).mappings;

describe("V8's compile hint on the code a cold load runs", () => {
  it('heads the entry, the section page and what they import, so V8 compiles them off the main thread', () => {
    const bundle = built();
    for (const file of ['assets/main-1.js', 'assets/runtime-1.js', 'assets/section-1.js', 'assets/entry-body-1.js'])
      expect(code(bundle, file)).toBe(`${COMPILE_HINT}code of ${file}`);
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad\n');
  });

  it('heads stored data and Dexie: home and each section page open them as they mount', () => {
    const bundle = built();
    expect(code(bundle, 'assets/db-1.js')).toBe(`${COMPILE_HINT}code of assets/db-1.js`);
    expect(code(bundle, 'assets/dexie-1.js')).toBe(`${COMPILE_HINT}code of assets/dexie-1.js`);
  });

  it('leaves code loaded later (the ruling log, a tool) to compile when first called', () => {
    const bundle = built();
    expect(code(bundle, 'assets/log-page-1.js')).toBe('code of assets/log-page-1.js');
    expect(code(bundle, 'assets/frenzy-1.js')).toBe('code of assets/frenzy-1.js');
  });

  it("shifts a hinted chunk's source map down the added line, and no other map", () => {
    const bundle = built();
    expect(mappings(bundle, 'assets/main-1.js.map')).toBe(';AAAA;AACA');
    expect(mappings(bundle, 'assets/log-page-1.js.map')).toBe('AAAA;AACA');
  });
});
