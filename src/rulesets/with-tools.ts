/**
 * The rulebooks that have calculators, known without loading them: the library and contents offer "Tools" only
 * there. A unit test keeps it equal to the rulebooks of CALCULATORS.
 */
export const RULESETS_WITH_TOOLS: ReadonlySet<string> = new Set(['rage-2018', 'rage-las-vegas', 'retaliation']);
