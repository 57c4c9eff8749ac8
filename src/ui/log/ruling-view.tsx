import { rulingPlace } from '../../core/toolkit/describe.ts';
import type { Ruling } from '../../core/toolkit/schema.ts';
import { AttachedResultView } from './attached-result.tsx';
import { CitationItem } from '../rulings/citation-item.tsx';
import type { CitedNow } from '../rulings/cited-now.ts';
import { StatusBadge } from '../rulings/status-badge.tsx';
import { longTime } from '../kit/time.ts';

/**
 * A ruling in full, read-only. Every field is text: nothing a judge (or an imported file) wrote is markup. `cited`:
 * how each cited rule stands in the rulebooks this phone has now, once worked out.
 */
export function RulingView({ ruling: r, cited }: { ruling: Ruling; cited?: readonly CitedNow[] | undefined }) {
  return (
    <article class="tk-ruling" aria-labelledby="ruling-title">
      <h1 id="ruling-title">Ruling</h1>
      <p class="muted">
        <time dateTime={r.createdAt}>{longTime(r.createdAt)}</time>
        {rulingPlace(r) && ` · ${rulingPlace(r)}`}
      </p>
      <p>
        <StatusBadge status={r.status} />
      </p>
      {r.players && <p>Players: {r.players}</p>}
      <h2>Question</h2>
      <p class="tk-text">{r.question || '—'}</p>
      <h2>Ruling given</h2>
      <p class="tk-text">{r.ruling || '—'}</p>
      {r.citations.length > 0 && (
        <>
          <h2>Rules cited</h2>
          <ul class="tk-cites">
            {r.citations.map((c, i) => (
              <li key={`${c.ruleset}/${c.anchor}/${c.passage ?? ''}`}>
                <CitationItem cite={c} now={cited?.[i]} />
              </li>
            ))}
          </ul>
        </>
      )}
      {r.attachment && (
        <>
          <h2>Calculator result</h2>
          <AttachedResultView result={r.attachment} />
        </>
      )}
      {r.appealOutcome && (
        <>
          <h2>Appeal outcome</h2>
          <p class="tk-text">{r.appealOutcome}</p>
        </>
      )}
    </article>
  );
}
