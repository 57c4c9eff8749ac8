import DOMPurify from 'dompurify';
import { marked } from 'marked';

/** Forms in a note could imitate the app's own controls; nothing else in it needs more than text markup. */
const FORBID_TAGS = ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'];

/**
 * A note's Markdown as safe HTML: marked renders it, DOMPurify strips every script, event handler and
 * javascript: link, whether the note was typed here or came in an import.
 */
export function noteHtml(markdown: string): string {
  const html = marked.parse(markdown, { async: false, gfm: true, breaks: true });
  return DOMPurify.sanitize(html, { FORBID_TAGS, USE_PROFILES: { html: true } });
}
