import { oldestFirst } from './order.ts';
import { EXPORT_FORMAT, EXPORT_VERSION, type ExportFile, type ToolkitData } from './schema.ts';

/** The complete export, oldest ruling first, so two exports of the same data differ only in `exportedAt`. */
export function buildExport(data: ToolkitData, exportedAt: Date): ExportFile {
  return {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exportedAt: exportedAt.toISOString(),
    rulings: oldestFirst(data.rulings),
    bookmarks: oldestFirst(data.bookmarks),
    notes: oldestFirst(data.notes),
  };
}

/** The export as a file's text: indented, so a head judge can read it too. */
export function exportJson(data: ToolkitData, exportedAt: Date): string {
  return `${JSON.stringify(buildExport(data, exportedAt), null, 2)}\n`;
}
