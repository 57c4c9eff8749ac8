/**
 * Ruleset ids and section anchors as the content build makes them (content/README.md): lower case a–z, digits and
 * "-" ("rage-2018", "6-9-2-bluffs", "a1-1-3-non-character-classes"). Nothing else is accepted from outside, so a link
 * built from them stays a path in this app ("/rage-2018/6-9-2-bluffs"), and "ruleset/anchor" names one section.
 */
export const SECTION_ID = /^[a-z0-9][a-z0-9-]*$/;

export function isSectionId(text: string): boolean {
  return SECTION_ID.test(text);
}
