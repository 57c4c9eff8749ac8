import { tidyRuling } from './blank.ts';
import { oldestFirst } from './order.ts';
import { EXPORT_FORMAT, EXPORT_VERSION, type ExportFile, type ToolkitData } from './schema.ts';

/**
 * The complete export, oldest ruling first, so two exports of the same data differ only in `exportedAt`. Rulings
 * are tidied (see tidyRuling), so a ruling an older version stored still imports.
 */
export function buildExport(data: ToolkitData, exportedAt: Date): ExportFile {
  return {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exportedAt: exportedAt.toISOString(),
    rulings: oldestFirst(data.rulings.map(tidyRuling)),
    bookmarks: oldestFirst(data.bookmarks),
    notes: oldestFirst(data.notes.map((n) => (n.updatedAt < n.createdAt ? { ...n, updatedAt: n.createdAt } : n))),
  };
}

/** The export as a file's text: indented, so a head judge can read it too. */
export function exportJson(data: ToolkitData, exportedAt: Date): string {
  return `${JSON.stringify(buildExport(data, exportedAt), null, 2)}\n`;
}
