import { STATUS_LABELS } from '../../core/toolkit/describe.ts';
import type { RulingStatus } from '../../core/toolkit/schema.ts';

/** A ruling's status, coloured by where it stands. */
export function StatusBadge({ status }: { status: RulingStatus }) {
  return <span class={`badge tk-status tk-status-${status}`}>{STATUS_LABELS[status]}</span>;
}
