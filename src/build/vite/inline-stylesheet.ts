import type { Plugin, Rollup } from 'vite';

/**
 * Puts the app's own stylesheet inside the HTML as a `<style>` instead of a `<link>`: on a phone's network each
 * request costs a round trip (over half a second on the mobile profile) before anything paints, and index.html and
 * every prerendered page would otherwise wait for the stylesheet after the HTML. It is ~4 KB gzip. The content
 * security policy allows it by its hash (content-security-policy.ts reads the `<style>` back from the HTML).
 * Runs after Vite has linked the stylesheet, and before the prerender copies index.html into each page.
 */
export function inlineStylesheet(): Plugin {
  return {
    name: 'rulekeeper-inline-stylesheet',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        return html.replace(/<link\s+rel="stylesheet"[^>]*?\shref="([^"]+\.css)"[^>]*>/g, (tag, href: string) => {
          const asset = Object.values(bundle).find(
            (file): file is Rollup.OutputAsset => file.type === 'asset' && href.endsWith(`/${file.fileName}`),
          );
          if (!asset) return tag;
          const css = String(asset.source);
          // Text a browser would read as the end of the element cannot be inlined (no stylesheet of ours has it).
          if (/<\/style/i.test(css)) return tag;
          return `<style>${css}</style>`;
        });
      },
    },
  };
}
