/**
 * `start` and everything reached from it by following `next` (a chunk's or a module's static imports), each once,
 * `start` first, depth first.
 */
export function reachable(start: string, next: (id: string) => readonly string[]): string[] {
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    next(id).forEach(visit);
  };
  visit(start);
  return [...seen];
}
