import type { Plugin } from 'vite';

/**
 * What the built app may load: only its own files (scripts, styles, data, the service worker), and images of its
 * own or inline (data:). Nothing from elsewhere: a note or an imported ruling cannot make the app fetch a remote
 * image or run a script, even if it slipped past sanitising; the rules work offline and need nothing else.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

/** Adds the policy to the built index.html (not the dev server, whose hot reload injects styles and a socket). */
export function contentSecurityPolicy(): Plugin {
  return {
    name: 'rulekeeper-csp',
    apply: 'build',
    transformIndexHtml: () => [
      {
        tag: 'meta',
        attrs: { 'http-equiv': 'Content-Security-Policy', content: CONTENT_SECURITY_POLICY },
        injectTo: 'head-prepend',
      },
    ],
  };
}
