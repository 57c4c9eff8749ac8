import { entryPath } from '../../core/content/routes.ts';

/**
 * The link to a passage: `/<ruleset>/<entry>#<passage>`, or the entry's page when there is none. Each part is
 * encoded, as ids may come from stored data ("/evil.example", "a/b", ""): the link stays a path in this app.
 */
export function passagePath(ruleset: string, entry: string, passage: string | undefined): string {
  const path = entryPath(encodeURIComponent(ruleset) || '-', encodeURIComponent(entry) || '-');
  return passage ? `${path}#${encodeURIComponent(passage)}` : path;
}

/** The words a result matched, handed to the page it opens (not put in the link: a shared link stays clean). */
let landing: { href: string; terms: readonly string[] } | null = null;

/** Called as a result is opened, so its page highlights the matched words in the passage. */
export function expectLanding(href: string, terms: readonly string[]): void {
  landing = { href, terms };
}

/** The matched words for the page at `href` (path and hash), once: a later visit of the link highlights none. */
export function takeLandingTerms(href: string): readonly string[] {
  const terms = landing?.href === href ? landing.terms : [];
  landing = null;
  return terms;
}
