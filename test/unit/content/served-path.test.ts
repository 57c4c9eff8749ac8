import { describe, expect, it } from 'vitest';
import { hrefUnder, pathUnder } from '../../../src/core/content/served-path.ts';

const ORIGIN = 'https://org.github.io';
/** A shared link, as absoluteUrl makes it on a page at ORIGIN. */
const urlUnder = (base: string, origin: string, path: string) => new URL(hrefUnder(base, path), origin).href;

describe('app paths and the addresses they are served at', () => {
  it('at the root, an app path is its own address', () => {
    expect(hrefUnder('/', '/')).toBe('/');
    expect(hrefUnder('/', '/rage-2018/6-11-3-x#p2')).toBe('/rage-2018/6-11-3-x#p2');
    expect(pathUnder('/', '/log')).toBe('/log');
    expect(urlUnder('/', ORIGIN, '/log/shared#abc')).toBe('https://org.github.io/log/shared#abc');
  });

  it('under /rulekeeper/, links, routes and shared links carry the sub-path and the router reads it off', () => {
    const base = '/rulekeeper/';
    expect(hrefUnder(base, '/')).toBe('/rulekeeper/');
    expect(hrefUnder(base, '/?q=frenzy')).toBe('/rulekeeper/?q=frenzy');
    expect(hrefUnder(base, '/rage-2018/6-11-3-x#p2')).toBe('/rulekeeper/rage-2018/6-11-3-x#p2');
    expect(pathUnder(base, '/rulekeeper/rage-2018/6-9')).toBe('/rage-2018/6-9');
    expect(pathUnder(base, '/rulekeeper/')).toBe('/');
    expect(pathUnder(base, '/rulekeeper')).toBe('/');
    expect(urlUnder(base, ORIGIN, '/event')).toBe('https://org.github.io/rulekeeper/event');
  });
});
