/** URL scheme shared by the build (links in rendered rules) and the app router. */

/**
 * Ruleset ids and section anchors (content/README.md): lower case a–z, digits and "-" ("rage-2018",
 * "6-9-2-bluffs"). The build refuses any other, and the toolkit accepts no other from outside, so a link built from
 * them stays a path in this app ("/rage-2018/6-9-2-bluffs"), and "ruleset/anchor" names one section.
 */
export const SECTION_ID = /^[a-z0-9][a-z0-9-]*$/;

export function isSectionId(text: string): boolean {
  return SECTION_ID.test(text);
}

/** Anchors that would clash with the ruleset's own pages. */
export const RESERVED_ANCHORS: readonly string[] = ['about', 'glossary', 'tools', 'search', 'contents', 'changes'];

export function rulesetPath(ruleset: string): string {
  return `/${ruleset}/`;
}

export function entryPath(ruleset: string, anchor: string): string {
  return `/${ruleset}/${anchor}`;
}

/**
 * The link to a section, opened on a passage when one is named: `/<ruleset>/<entry>#<passage>`. Each part is
 * encoded, as ids may come from stored data ("/evil.example", "a/b", ""): the link stays a path in this app.
 */
export function passagePath(ruleset: string, entry: string, passage?: string): string {
  const path = entryPath(encodeURIComponent(ruleset) || '-', encodeURIComponent(entry) || '-');
  return passage ? `${path}#${encodeURIComponent(passage)}` : path;
}

export function glossaryPath(ruleset: string): string {
  return `/${ruleset}/glossary`;
}

export function aboutPath(ruleset: string): string {
  return `/${ruleset}/about`;
}

/** What the app's updates changed in a rulebook. */
export function changesPath(ruleset: string): string {
  return `/${ruleset}/changes`;
}

export function toolsPath(ruleset: string): string {
  return `/${ruleset}/tools`;
}

export function toolPath(ruleset: string, tool: string): string {
  return `/${ruleset}/tools/${tool}`;
}

/** Search page; `ruleset` null means across every ruleset. */
export function searchPath(query: string, ruleset: string | null): string {
  const params = [`q=${formEncode(query)}`];
  if (ruleset) params.push(`r=${formEncode(ruleset)}`);
  return `/?${params.join('&')}`;
}

/** As URLSearchParams writes a value (space as "+", only A–Z a–z 0–9 * - . _ left bare), without needing the DOM. */
export function formEncode(value: string): string {
  return encodeURIComponent(value)
    .replace(/[!'()~]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, '+');
}
