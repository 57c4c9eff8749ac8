/** A plain-text table: first column left-aligned (labels), the others right-aligned (figures). */
export function formatTable(headers: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  return [line(headers), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

export const ms = (n: number): string => (Number.isFinite(n) ? (n < 10 ? n.toFixed(2) : n.toFixed(1)) : '–');
export const kb = (bytes: number): string => (bytes / 1024).toFixed(1);
export const ratio = (n: number): string => (Number.isFinite(n) ? `${n.toFixed(2)}×` : '–');
