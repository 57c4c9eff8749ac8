import { afterEach, describe, expect, it, vi } from 'vitest';

/** base-path.ts as built with BASE=`base` (it reads import.meta.env.BASE_URL once, when loaded). */
async function builtWith(base: string) {
  vi.resetModules();
  vi.stubEnv('BASE_URL', base);
  vi.stubGlobal('location', new URL('https://org.github.io/'));
  return import('../../../src/ui/base-path.ts');
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

describe('app paths and the addresses they are served at', () => {
  it('at the root, an app path is its own address', async () => {
    const { appHref, appPath, absoluteUrl } = await builtWith('/');
    expect(appHref('/')).toBe('/');
    expect(appHref('/rage-2018/6-11-3-x#p2')).toBe('/rage-2018/6-11-3-x#p2');
    expect(appPath('/log')).toBe('/log');
    expect(absoluteUrl('/log/shared#abc')).toBe('https://org.github.io/log/shared#abc');
  });

  it('under /rulekeeper/, links, routes and shared links carry the sub-path and the router reads it off', async () => {
    const { appHref, appPath, absoluteUrl } = await builtWith('/rulekeeper/');
    expect(appHref('/')).toBe('/rulekeeper/');
    expect(appHref('/?q=frenzy')).toBe('/rulekeeper/?q=frenzy');
    expect(appHref('/rage-2018/6-11-3-x#p2')).toBe('/rulekeeper/rage-2018/6-11-3-x#p2');
    expect(appPath('/rulekeeper/rage-2018/6-9')).toBe('/rage-2018/6-9');
    expect(appPath('/rulekeeper/')).toBe('/');
    expect(appPath('/rulekeeper')).toBe('/');
    expect(absoluteUrl('/event')).toBe('https://org.github.io/rulekeeper/event');
  });
});
