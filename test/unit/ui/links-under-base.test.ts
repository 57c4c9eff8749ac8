import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ui = fileURLToPath(new URL('../../../src/ui', import.meta.url));
const sources = (readdirSync(ui, { recursive: true }) as string[])
  .filter((f) => /\.tsx?$/.test(f))
  .map((f) => ({ file: relative(ui, join(ui, f)), text: readFileSync(join(ui, f), 'utf8') }));

/** Every match of `pattern` in the app's sources that `allowed` does not accept, as "file: match". */
function offending(pattern: RegExp, allowed: (match: string) => boolean): string[] {
  return sources.flatMap(({ file, text }) =>
    [...text.matchAll(pattern)]
      .map((m) => m[0])
      .filter((m) => !allowed(m))
      .map((m) => `${file}: ${m}`),
  );
}

// A link written as an app path ("/log") would leave the app when it is served under a sub-path (BASE=/rulekeeper/):
// each goes through appHref (src/ui/base-path.ts). New pages and links from other branches are caught here.
describe('every link, route and image of the app is addressed under its base path', () => {
  it('JSX href attributes are #fragments or appHref(…)', () => {
    expect(offending(/\bhref=(\{[^}\n]*\}?|"[^"]*")/g, (m) => /^href=(\{appHref\(|"#|\{`#)/.test(m))).toEqual([]);
  });

  it('routes, route() calls and images go through appHref', () => {
    expect(offending(/<Route path=[^ ]*/g, (m) => m.startsWith('<Route path={appHref('))).toEqual([]);
    expect(offending(/\broute\([^)\n]*/g, (m) => m.startsWith('route(appHref('))).toEqual([]);
    expect(offending(/\bsrc=("\/[^"]*"|\{'\/[^}]*\})/g, () => false)).toEqual([]);
  });
});
