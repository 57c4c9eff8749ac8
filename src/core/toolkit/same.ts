/** JSON with object keys sorted: two values are the same data exactly when their canonical text is equal. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

/**
 * True when two JSON values hold the same data, whatever their key order. Data too deep to compare (only a record
 * an older version let in can be: import now bounds nesting) counts as different rather than failing the import.
 */
export function sameData(a: unknown, b: unknown): boolean {
  try {
    return canonicalJson(a) === canonicalJson(b);
  } catch {
    return false;
  }
}
