/**
 * Why a calculator input attached to a ruling is too deep or too large, or null. Walked without recursion, so a
 * hostile file nested 100,000 levels deep is refused here rather than overflowing the stack (or IndexedDB) later.
 */
export function inputProblem(value: unknown, maxDepth: number, maxChars: number): string | null {
  const stack: [item: unknown, depth: number][] = [[value, 0]];
  let chars = 0;
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [item, depth] = next;
    if (item !== null && typeof item === 'object') {
      if (depth >= maxDepth) return `nested too deeply (more than ${maxDepth} levels)`;
      chars += 2;
      const children: [key: string, value: unknown][] = Array.isArray(item)
        ? item.map((x: unknown) => ['', x])
        : Object.entries(item);
      for (const [key, x] of children) {
        chars += key.length + (key ? 4 : 1);
        stack.push([x, depth + 1]);
      }
    } else chars += typeof item === 'string' ? item.length + 2 : String(item).length;
    if (chars > maxChars) return `too large (more than ${maxChars} characters of JSON)`;
  }
  return null;
}
