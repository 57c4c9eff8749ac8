import DOMPurify from 'dompurify';
import { marked } from 'marked';

/**
 * Forms in a note could imitate the app's own controls; media would load from elsewhere. Nothing in a note needs
 * more than text markup, links and its own (inline) images.
 */
const FORBID_TAGS = [
  'style',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'iframe',
  'object',
  'embed',
  'audio',
  'video',
  'source',
  'track',
  'picture',
];
/** Attributes that fetch from elsewhere: inline styles (url(…)), image sets, old HTML backgrounds, video posters. */
const FORBID_ATTR = ['style', 'srcset', 'background', 'poster'];

/** True for an image that loads nothing from another site: inline data, or this app's own files. */
function isLocalImage(src: string): boolean {
  if (/^data:image\//i.test(src.trim())) return true;
  try {
    return new URL(src, location.href).origin === location.origin;
  } catch {
    return false;
  }
}

/** A DOMPurify of our own, so the hook below applies to notes only; made at first use (the build's prerender
 * imports this module in Node, where there is no window and no note to show). */
let purify: ReturnType<typeof DOMPurify> | undefined;
function notePurifier(): ReturnType<typeof DOMPurify> {
  if (purify) return purify;
  purify = DOMPurify(window);
  // Notes are offline-first and may come from someone else's file: a remote image would tell its server when the
  // note is read (a tracking pixel). It becomes a plain link instead, its alt text visible, fetched only if tapped.
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'IMG') return;
    const src = node.getAttribute('src') ?? '';
    if (src && isLocalImage(src)) return;
    const alt = node.getAttribute('alt')?.trim();
    const web = /^https?:\/\//i.test(src) || src.startsWith('//');
    const link = node.ownerDocument.createElement(web ? 'a' : 'span');
    if (web) link.setAttribute('href', src);
    link.className = 'tk-remote-image';
    link.textContent = `[image${alt ? `: ${alt}` : ''}]`;
    node.replaceWith(link);
  });
  return purify;
}

/**
 * A note's Markdown as safe HTML: marked renders it, DOMPurify strips every script, event handler and
 * javascript: link, and nothing loads from another site, whether the note was typed here or came in an import.
 */
export function noteHtml(markdown: string): string {
  const html = marked.parse(markdown, { async: false, gfm: true, breaks: true });
  return notePurifier().sanitize(html, { FORBID_TAGS, FORBID_ATTR, USE_PROFILES: { html: true } });
}
