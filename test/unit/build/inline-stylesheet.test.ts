import type { IndexHtmlTransformContext, Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { inlineStylesheet } from '../../../src/build/vite/inline-stylesheet.ts';

const CSS = '.top-bar{display:flex}main{max-width:40rem}';

/** The plugin run on built HTML, with these files in the bundle. */
function inlined(html: string, files: Record<string, string>): string {
  const bundle = Object.fromEntries(
    Object.entries(files).map(([fileName, source]) => [fileName, { type: 'asset', fileName, source }]),
  ) as unknown as Rollup.OutputBundle;
  const hook = inlineStylesheet().transformIndexHtml as {
    handler: (html: string, ctx: Partial<IndexHtmlTransformContext>) => string;
  };
  return hook.handler(html, { bundle });
}

describe('the stylesheet inside the HTML (one round trip fewer before a phone paints)', () => {
  it("replaces the link to the app's stylesheet with its exact text", () => {
    const html = '<head><link rel="stylesheet" crossorigin href="/assets/main-abc.css"></head>';
    expect(inlined(html, { 'assets/main-abc.css': CSS })).toBe(`<head><style>${CSS}</style></head>`);
  });

  it('under a sub-path too', () => {
    const html = '<link rel="stylesheet" crossorigin href="/rulekeeper/assets/main-abc.css">';
    expect(inlined(html, { 'assets/main-abc.css': CSS })).toBe(`<style>${CSS}</style>`);
  });

  it('leaves a link to anything not in the build alone, and a stylesheet that would end the element early', () => {
    const elsewhere = '<link rel="stylesheet" href="https://cdn.example/x.css">';
    expect(inlined(elsewhere, { 'assets/main-abc.css': CSS })).toBe(elsewhere);
    const closing = '<link rel="stylesheet" href="/assets/main-abc.css">';
    expect(inlined(closing, { 'assets/main-abc.css': 'a::after{content:"</style>"}' })).toBe(closing);
  });
});
