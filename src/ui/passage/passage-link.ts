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
