/**
 * Ranking features that can be switched off, to show what each is worth: `npm run eval -- --without …` and the
 * quality gate's test that each one matters. The app never switches any off.
 */
export const FEATURES = [
  'proximity',
  'stemming',
  'synonyms',
  'boosts',
  'questions',
  'intent',
  'talk',
  'othergames',
] as const;
export type Feature = (typeof FEATURES)[number];

const off = new Set<Feature>();

/** Whether a feature is on (all are, unless an evaluation switched it off). */
export function isOn(feature: Feature): boolean {
  return !off.has(feature);
}

/**
 * Switches the given features off (and every other one on) until the next call. Indexes must be built after
 * the switch for stemming to count: the index stores stemmed terms.
 */
export function switchOff(features: Iterable<Feature>): void {
  off.clear();
  for (const f of features) off.add(f);
}

/** Reads a comma-separated list of feature names, rejecting unknown ones with the list of known ones. */
export function parseFeatures(list: string): Feature[] {
  const names = list
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean);
  const unknown = names.filter((n) => !(FEATURES as readonly string[]).includes(n));
  if (unknown.length) throw new Error(`unknown feature ${unknown.join(', ')}; features: ${FEATURES.join(', ')}`);
  return names as Feature[];
}
