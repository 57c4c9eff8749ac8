import { rulingPlace } from '../../core/toolkit/describe.ts';
import type { CitedState } from '../../core/changes/cited-now.ts';
import type { Ruling } from '../../core/toolkit/schema.ts';
import { rulingPath } from '../routes.ts';
import { StatusBadge } from './status-badge.tsx';
import { shortTime } from '../kit/time.ts';
import { appHref } from '../base-path.ts';

/** What the mark on a ruling citing a changed rule says. */
const MARKS: Record<CitedState['kind'], string> = {
  changed: 'Rule changed',
  moved: 'Rule moved',
  removed: 'Rule removed',
  same: '',
  unknown: '',
};

/** The mark on a ruling whose cited rule reads otherwise now ("Rule moved"); nothing when none does. */
export function ChangeMark({ kind }: { kind: CitedState['kind'] | null | undefined }) {
  return kind && MARKS[kind] ? <span class="badge tk-rule-changed">{MARKS[kind]}</span> : null;
}

/**
 * The log as cards: when and where, the question, the ruling, the rules cited, a mark when a rule cited reads
 * otherwise now (`marks`, by ruling id); each opens the ruling.
 */
export function RulingList({
  rulings,
  marks = new Map(),
}: {
  rulings: Ruling[];
  marks?: ReadonlyMap<string, CitedState['kind']>;
}) {
  return (
    <ol class="tk-list" aria-label="Rulings">
      {rulings.map((r) => (
        <li key={r.id}>
          <a class="tk-card" href={appHref(rulingPath(r.id))}>
            <span class="tk-card-head">
              <time dateTime={r.createdAt}>{shortTime(r.createdAt)}</time>
              <span class="muted">{rulingPlace(r)}</span>
              <StatusBadge status={r.status} />
              <ChangeMark kind={marks.get(r.id)} />
            </span>
            <span class="tk-card-question">{r.question || r.ruling}</span>
            {r.question && r.ruling && <span class="tk-card-ruling muted">{r.ruling}</span>}
            {r.citations.length > 0 && (
              <span class="tk-card-cites small">{r.citations.map((c) => c.label).join(' · ')}</span>
            )}
            {r.attachment && (
              <span class="tk-card-cites small">
                {r.attachment.title}: {r.attachment.headline}
              </span>
            )}
          </a>
        </li>
      ))}
    </ol>
  );
}
