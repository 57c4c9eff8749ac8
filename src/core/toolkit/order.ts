/** Records in the order they were made, oldest first; ISO times in UTC compare as text. */
export function oldestFirst<T extends { createdAt: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0));
}

/** Most recent first. */
export function newestFirst<T extends { createdAt: string }>(items: readonly T[]): T[] {
  return oldestFirst(items).reverse();
}
