import { entryName } from '../../core/changes/book.ts';
import { isChange } from '../../core/changes/cited-now.ts';
import { changesPath, passagePath } from '../../core/content/routes.ts';
import type { Citation } from '../../core/toolkit/schema.ts';
import { citation, findManifest } from '../data/rulesets.ts';
import type { CitedNow } from './cited-now.ts';
import { editionLabel } from './edition-label.ts';
import { longTime } from '../kit/time.ts';
import { WordDiffView } from './word-diff-view.tsx';
import { appHref } from '../base-path.ts';

/** "Test Rules, Second printing, June 2021": a rulebook's edition as this phone has it now. */
function nowEdition(now: NonNullable<CitedNow['book']>): string {
  return `${now.meta.shortTitle}, ${editionLabel(now.meta.edition, now.meta.date, now.meta.dateEstimated)}`;
}

/**
 * A cited rule: a link to it, the edition (and date) its words come from, those words, and how the rulebook this
 * phone has now differs: other words (word by word), moved to another section (followed), or gone.
 */
export function CitationItem({ cite, now }: { cite: Citation; now?: CitedNow | undefined }) {
  const manifest = findManifest(cite.ruleset)?.meta;
  const cited = editionLabel(cite.edition, cite.editionDate);
  const book = now?.book ?? null;
  const state = now?.state ?? null;
  const olderEdition = manifest && manifest.edition !== cite.edition;
  const at = state && 'now' in state ? state.now : null;
  const nowLabel = book && at ? citation(book, at.entry) : '';
  return (
    <>
      <a href={appHref(passagePath(cite.ruleset, cite.anchor, cite.passage))}>{cite.label}</a>{' '}
      <span class="muted small tk-cite-edition">({cited})</span>
      {olderEdition && (
        <p class="muted small">
          <span class="badge tk-edition-changed">Older edition</span> Made on the {cited}; this phone has the{' '}
          {editionLabel(manifest.edition, manifest.date, manifest.dateEstimated)}.
        </p>
      )}
      {cite.text === undefined ? (
        <p class="muted small" role="note">
          The words of this rule when the ruling was made are not known: it was logged before Rulekeeper kept them.
        </p>
      ) : state?.kind === 'changed' || (state?.kind === 'moved' && state.diff) ? (
        <div class="tk-cite-changed" role="note">
          <p>
            <strong>
              {state.kind === 'moved'
                ? 'This rule has moved and reads differently now'
                : 'This rule reads differently now'}
            </strong>
            {state.kind === 'moved' && at && (
              <>
                : it is now <a href={appHref(passagePath(cite.ruleset, at.entry.id, at.passage))}>{nowLabel}</a>
              </>
            )}
            . Struck out: words of the {cited} (when the ruling was made); underlined: words of{' '}
            {book && nowEdition(book)} (on this phone).
          </p>
          <WordDiffView diff={state.diff ?? []} />
          {state.kind === 'changed' && at && (
            <p class="small">
              <a href={appHref(passagePath(cite.ruleset, at.entry.id, at.passage))}>Read it now</a>
            </p>
          )}
        </div>
      ) : state?.kind === 'moved' && at ? (
        <div class="tk-cite-changed" role="note">
          <p>
            <strong>This rule has moved</strong>, with the same words: it is now{' '}
            <a href={appHref(passagePath(cite.ruleset, at.entry.id, at.passage))}>{nowLabel}</a> ({entryName(at.entry)},{' '}
            {book && nowEdition(book)}).
          </p>
          <CitedWords cite={cite} />
        </div>
      ) : state?.kind === 'removed' ? (
        <div class="tk-cite-changed" role="note">
          <p>
            <strong>This rule is no longer in {book ? nowEdition(book) : cite.ruleset}</strong>, at its place or
            elsewhere. As cited ({cited}):
          </p>
          <CitedWords cite={cite} />
        </div>
      ) : (
        <CitedWords cite={cite} />
      )}
      {state && isChange(state) && (
        <p class="small">
          <a href={appHref(changesPath(cite.ruleset))}>What changed in {book?.meta.shortTitle ?? cite.ruleset}</a>
        </p>
      )}
    </>
  );
}

/** The words cited, as kept with the ruling, and when they were kept if that was later than the ruling. */
function CitedWords({ cite }: { cite: Citation }) {
  if (cite.text === undefined) return null;
  return (
    <details class="tk-cited-words">
      <summary class="small">Text as cited</summary>
      <p class="tk-text">{cite.text}</p>
      {cite.textRecordedAt && (
        <p class="muted small">
          Kept on {longTime(cite.textRecordedAt)}, when this ruling was first opened after Rulekeeper began keeping
          cited texts: the edition was still the one cited and no update had changed this rule since.
        </p>
      )}
    </details>
  );
}
