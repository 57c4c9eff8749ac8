import type { EntryKind } from '../../core/content/model.ts';

const LABELS: Record<EntryKind, string> = {
  rule: 'Rule',
  definition: 'Definition',
  sidebar: 'Sidebar',
  errata: 'Errata',
  faq: 'FAQ',
  fiction: 'Fiction',
};

/** The kind of an entry as a small label; summary definitions say so. */
export function KindBadge({ kind, summary = false }: { kind: EntryKind; summary?: boolean }) {
  return <span class={`badge badge-${kind}`}>{summary ? 'Definition (summary)' : LABELS[kind]}</span>;
}
