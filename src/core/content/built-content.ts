/**
 * The content files of the build under way, handed from the content plugin to the prerender (src/ui/prerender.tsx),
 * which runs in the same Node process before any file is written: it reads a section's data from here, as the
 * browser would download it. A global, not a module variable: the prerender runs from the bundle (vite-prerender-plugin
 * imports the built chunk, which has its own copy of this module), and its plugin passes it nothing but the address.
 */
const KEY = Symbol.for('rulekeeper.builtContent');

type Holder = { [KEY]?: ReadonlyMap<string, string> };

/** Called by the content plugin as it emits the files (names relative to the output folder, without the base). */
export function shareBuiltContent(files: ReadonlyMap<string, string>): void {
  (globalThis as Holder)[KEY] = files;
}

/** The files shared by this build, or undefined outside a build. */
export function builtContent(): ReadonlyMap<string, string> | undefined {
  return (globalThis as Holder)[KEY];
}
