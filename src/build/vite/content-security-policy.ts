import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';

/**
 * What the built app may load: only its own files (scripts, styles, data, the service worker), and images of its
 * own or inline (data:). Nothing from elsewhere: a note or an imported ruling cannot make the app fetch a remote
 * image or run a script, even if it slipped past sanitising; the rules work offline and need nothing else.
 */
export const CONTENT_SECURITY_POLICY_WITH = (
  syncOrigins: readonly string[],
  inlineScripts: readonly string[] = [],
  inlineStyles: readonly string[] = [],
) =>
  [
    "default-src 'self'",
    // Inline scripts and styles only by the hash of their exact text: those index.html carries (prerendered-pages.ts,
    // inline-stylesheet.ts).
    ['script-src', "'self'", ...inlineScripts.map(scriptHash)].join(' '),
    ['style-src', "'self'", ...inlineStyles.map(scriptHash)].join(' '),
    "img-src 'self' data:",
    // Event mode's sync server: the same origin ('self' covers ws:/wss: there since CSP 3) or the origins
    // named at build time by SYNC_ORIGINS, and their http(s) side, which a player's page calls a judge through;
    // nowhere else.
    ['connect-src', "'self'", ...syncOrigins.filter(isOrigin).flatMap((o) => [o, httpSideOf(o)])].join(' '),
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
export const CONTENT_SECURITY_POLICY = CONTENT_SECURITY_POLICY_WITH([]);

/** A ws:/wss: origin, host and optional port (or *): nothing that could widen the policy beyond one server. */
export function isOrigin(text: string): boolean {
  return /^wss?:\/\/[a-z0-9.-]+(:(\d{1,5}|\*))?$/i.test(text);
}

/** The HTTP origin of a sync server's WebSocket origin: ws -> http, wss -> https, same host and port. */
export function httpSideOf(origin: string): string {
  return origin.replace(/^ws(s?):/i, 'http$1:');
}

/** A CSP source allowing exactly this inline script or style: `'sha256-…'` of its text. */
export function scriptHash(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

/** The text of each `<style>` element in the HTML. */
export function inlineStyles(html: string): string[] {
  return [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1] ?? '');
}

/**
 * Adds the policy to the built index.html (not the dev server, whose hot reload injects styles and a socket), and the
 * inline scripts it allows, at the top of the body so they run before the page's markup is parsed. Runs last, so the
 * policy also allows the styles the HTML then carries (inline-stylesheet.ts), by their hash.
 */
export function contentSecurityPolicy(
  syncOrigins: readonly string[] = [],
  inlineScripts: readonly (string | (() => string))[] = [],
): Plugin {
  const bad = syncOrigins.filter((o) => !isOrigin(o));
  if (bad.length)
    throw new Error(`SYNC_ORIGINS: expected ws:// or wss:// origins like wss://sync.example.org, got ${bad.join(' ')}`);
  return {
    name: 'rulekeeper-csp',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => {
        // A script written from what the build made (the search files' names) is read now, once they are made.
        const scripts = inlineScripts.map((script) => (typeof script === 'string' ? script : script()));
        return {
          html,
          tags: [
            {
              tag: 'meta',
              attrs: {
                'http-equiv': 'Content-Security-Policy',
                content: CONTENT_SECURITY_POLICY_WITH(syncOrigins, scripts, inlineStyles(html)),
              },
              injectTo: 'head-prepend',
            },
            ...scripts.map((children) => ({ tag: 'script', children, injectTo: 'body-prepend' as const })),
          ],
        };
      },
    },
  };
}
