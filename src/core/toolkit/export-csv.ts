import { STATUS_LABELS, citationText } from './describe.ts';
import { oldestFirst } from './order.ts';
import type { Ruling } from './schema.ts';

const COLUMNS: [header: string, value: (r: Ruling) => string][] = [
  ['Time (UTC)', (r) => r.createdAt],
  ['Event', (r) => r.event],
  ['Round', (r) => r.round],
  ['Table', (r) => r.table],
  ['Players', (r) => r.players],
  ['Question', (r) => r.question],
  ['Ruling', (r) => r.ruling],
  ['Rules cited', (r) => r.citations.map(citationText).join('; ')],
  ['Status', (r) => STATUS_LABELS[r.status]],
  ['Appeal outcome', (r) => r.appealOutcome],
  ['Calculator', (r) => (r.attachment ? r.attachment.title : '')],
  ['Calculator result', (r) => (r.attachment ? r.attachment.headline : '')],
  ['Last changed (UTC)', (r) => r.updatedAt],
  ['Id', (r) => r.id],
];

/** A cell as RFC 4180 wants it; text a spreadsheet would run as a formula (=, +, -, @) is prefixed with '. */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One row per ruling, oldest first, with a byte-order mark so spreadsheets read the accents right. */
export function exportCsv(rulings: readonly Ruling[]): string {
  const rows = oldestFirst(rulings).map((r) => COLUMNS.map(([, value]) => csvCell(value(r))).join(','));
  return `\uFEFF${[COLUMNS.map(([header]) => header).join(','), ...rows].join('\r\n')}\r\n`;
}
