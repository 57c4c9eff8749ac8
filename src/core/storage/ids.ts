/**
 * A new random id (128 bits, hex). `crypto.getRandomValues` works where `randomUUID` does not: a page served over
 * plain HTTP on a venue's network is not a secure context.
 */
export function newId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
