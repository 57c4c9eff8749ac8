import { STATUS_LABELS, citationText, roundName, utcTime } from './describe.ts';
import { oldestFirst } from './order.ts';
import type { Ruling } from './schema.ts';

/**
 * The judge's words as Markdown text, never markup: HTML is entity-escaped (so a viewer runs nothing) and characters
 * that would start a heading, list or link are backslash-escaped; line breaks are kept.
 */
export function markdownText(text: string): string {
  return text
    .trim()
    .split(/\r?\n/)
    .map((line) =>
      line
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/[\\`*_[\]|]/g, '\\$&')
        .replace(/^(\s*)([#+-]|\d+[.)])/, '$1\\$2'),
    )
    .join('  \n');
}

function where(r: Ruling): string {
  const parts = [r.round && roundName(r.round), r.table && `table ${r.table}`].filter(Boolean).join(', ');
  return parts ? `${markdownText(parts)} · ` : '';
}

function rulingSection(r: Ruling, n: number, time: (iso: string) => string): string {
  const lines = [`### ${n}. ${where(r)}${time(r.createdAt)}`, ''];
  if (r.players) lines.push(`**Players:** ${markdownText(r.players)}`, '');
  lines.push(
    `**Question:** ${markdownText(r.question) || '—'}`,
    '',
    `**Ruling:** ${markdownText(r.ruling) || '—'}`,
    '',
  );
  if (r.citations.length)
    lines.push('**Rules cited:**', '', ...r.citations.map((c) => `- ${markdownText(citationText(c))}`), '');
  lines.push(
    `**Status:** ${STATUS_LABELS[r.status]}${r.appealOutcome ? ` — ${markdownText(r.appealOutcome)}` : ''}`,
    '',
  );
  const a = r.attachment;
  if (a) {
    lines.push(`**${markdownText(a.title)}:** ${markdownText(a.headline)}`, '');
    lines.push(
      ...a.facts.map((f) => `- ${markdownText(f.label)}: ${markdownText(f.value)}`),
      ...(a.facts.length ? [''] : []),
    );
    lines.push(
      ...a.steps.map(
        (s, i) =>
          `${i + 1}. ${markdownText(s.text)}${s.cites.length ? ` (${markdownText(s.cites.map((c) => c.label).join(', '))})` : ''}`,
      ),
    );
    if (a.steps.length) lines.push('');
  }
  return lines.join('\n');
}

/**
 * A readable report, one part per event (events in order of their first ruling, rulings in time order), for a head
 * judge or an appeal. `time` formats a ruling's time; by default in UTC, which reads the same everywhere.
 */
export function exportMarkdown(
  rulings: readonly Ruling[],
  exportedAt: Date,
  time: (iso: string) => string = utcTime,
): string {
  const events = new Map<string, Ruling[]>();
  for (const r of oldestFirst(rulings)) {
    const list = events.get(r.event.trim());
    if (list) list.push(r);
    else events.set(r.event.trim(), [r]);
  }
  const parts = [
    `# Ruling log`,
    '',
    `Exported from Rulekeeper on ${time(exportedAt.toISOString())}: ${rulings.length} ${rulings.length === 1 ? 'ruling' : 'rulings'}.`,
    '',
  ];
  for (const [event, list] of events) {
    parts.push(
      `## ${event ? markdownText(event) : 'No event given'}`,
      '',
      ...list.map((r, i) => rulingSection(r, i + 1, time)),
    );
  }
  return `${parts.join('\n').trimEnd()}\n`;
}
