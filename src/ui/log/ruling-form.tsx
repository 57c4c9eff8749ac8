import { useEffect, useRef, useState } from 'preact/hooks';
import { dropDraft, saveDraft, saveDraftNow } from '../../core/storage/drafts.ts';
import { listRulings, saveRuling } from '../../core/storage/rulings.ts';
import { tidyRuling, withCitation } from '../../core/toolkit/blank.ts';
import { facets } from '../../core/toolkit/filter.ts';
import { rulingProblems } from '../../core/toolkit/ruling-problems.ts';
import type { Ruling } from '../../core/toolkit/schema.ts';
import { AttachedResultView } from './attached-result.tsx';
import { CitationItem } from '../rulings/citation-item.tsx';
import { CitePicker } from './cite-picker.tsx';
import { copyText } from '../kit/clipboard.ts';
import { rulingText } from './ruling-text.ts';
import { StatusPicker } from './status-picker.tsx';
import { fromLocalInput, toLocalInput } from '../kit/time.ts';
import { useDraftWriter } from '../kit/use-draft.ts';
import { useStored } from '../kit/use-stored.ts';
import '../kit/toolkit.css';

interface Props {
  initial: Ruling;
  /** Which draft this form keeps ("new", or the ruling's id), so typing survives a reload or an update. */
  draftKey: string;
  submitLabel: string;
  onSaved: (ruling: Ruling) => void;
  /** Secondary action: leave (editing) or clear (capturing); the form drops its draft first. */
  secondary: { label: string; run: (draft: Ruling) => void };
  /** Keep `initial` as the draft at once (a draft brought back by Undo), after whatever the form it replaces kept. */
  keepInitial?: boolean;
}

/** Capture or edit a ruling: the big fields first, one column, the save button in thumb reach. */
export function RulingForm({ initial, draftKey, submitLabel, onSaved, secondary, keepInitial = false }: Props) {
  const [r, setR] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const { value: known } = useStored(async () => facets(await listRulings()), { events: [], rounds: [], rulesets: [] });
  const question = useRef<HTMLTextAreaElement>(null);
  const time = useRef<HTMLInputElement>(null);
  // The latest state, kept as it changes: the draft is handed the value at once, not after a render.
  const latest = useRef(initial);
  const draft = useDraftWriter(
    (d: { key: string; ruling: Ruling }) => saveDraft(d.key, d.ruling),
    (d) => saveDraftNow(d.key, d.ruling),
  );
  useEffect(() => {
    if (keepInitial) void saveDraft(draftKey, initial);
  }, []);
  const update = (patch: Partial<Ruling>) => {
    latest.current = { ...latest.current, ...patch };
    setR(latest.current);
    draft.change({ key: draftKey, ruling: latest.current });
  };

  const submit = async (e: Event) => {
    e.preventDefault();
    const [problem] = rulingProblems(r, Date.now());
    if (problem) {
      setError(problem.message);
      (problem.field === 'question' ? question : time).current?.focus();
      return;
    }
    const trim = (s: string) => s.trim();
    const saved = tidyRuling({
      ...r,
      event: trim(r.event),
      round: trim(r.round),
      table: trim(r.table),
      players: trim(r.players),
      updatedAt: new Date().toISOString(),
    });
    const result = await saveRuling(saved);
    if (!result.ok)
      return setError(`Not saved: ${result.message} Copy the ruling somewhere else before leaving this page.`);
    draft.cancel();
    await dropDraft(draftKey);
    onSaved(saved);
  };
  const text = (field: 'event' | 'round' | 'table' | 'players' | 'question' | 'ruling' | 'appealOutcome') => ({
    value: r[field],
    onInput: (e: Event) => update({ [field]: (e.target as HTMLInputElement).value }),
  });

  return (
    <form class="tk-form" onSubmit={(e) => void submit(e)} aria-describedby={error ? 'ruling-error' : undefined}>
      <div class="tk-grid">
        <label>
          Event
          <input {...text('event')} list="known-events" autocomplete="off" />
        </label>
        <label>
          Round
          <input {...text('round')} list="known-rounds" autocomplete="off" inputMode="numeric" />
        </label>
        <label>
          Table
          <input {...text('table')} autocomplete="off" inputMode="numeric" />
        </label>
        <label>
          Players <span class="muted small">(optional)</span>
          <input {...text('players')} autocomplete="off" />
        </label>
      </div>
      <datalist id="known-events">
        {known.events.map((v) => (
          <option key={v} value={v} />
        ))}
      </datalist>
      <datalist id="known-rounds">
        {known.rounds.map((v) => (
          <option key={v} value={v} />
        ))}
      </datalist>
      <label>
        Question
        <textarea ref={question} {...text('question')} rows={3} />
      </label>
      <label>
        Ruling given
        <textarea {...text('ruling')} rows={3} />
      </label>
      {r.citations.length > 0 && (
        <ul class="tk-cites" aria-label="Rules cited">
          {r.citations.map((c) => (
            <li key={`${c.ruleset}/${c.anchor}`}>
              <CitationItem cite={c} />
              <button
                type="button"
                class="icon-button"
                aria-label={`Remove ${c.label}`}
                onClick={() => update({ citations: r.citations.filter((x) => x !== c) })}
              >
                ✕
              </button>
            </li>
          ))}
        </ul>
      )}
      <CitePicker onPick={(c) => update({ citations: withCitation(r, c).citations })} />
      {r.attachment && (
        <div class="tk-attached-field">
          <p class="tk-label">Calculator result attached</p>
          <AttachedResultView result={r.attachment} compact />
          <button type="button" class="text-button" onClick={() => update({ attachment: null })}>
            Remove the calculator result
          </button>
        </div>
      )}
      <StatusPicker value={r.status} onChange={(status) => update({ status })} />
      {r.status !== 'given' && (
        <label>
          Appeal outcome
          <textarea {...text('appealOutcome')} rows={2} />
        </label>
      )}
      <label>
        Time
        <input
          ref={time}
          type="datetime-local"
          value={toLocalInput(r.createdAt)}
          onChange={(e) => update({ createdAt: fromLocalInput((e.target as HTMLInputElement).value) ?? r.createdAt })}
        />
      </label>
      {error && (
        <div id="ruling-error" class="tk-error" role="alert">
          <p>{error}</p>
          {error.startsWith('Not saved') && (
            <button type="button" class="text-button" onClick={() => void copyText(rulingText(r))}>
              Copy the ruling as text
            </button>
          )}
        </div>
      )}
      <div class="tk-save-bar">
        <button type="submit" class="button">
          {submitLabel}
        </button>
        <button
          type="button"
          class="text-button"
          onClick={() => {
            draft.cancel();
            void dropDraft(draftKey).then(() => secondary.run(r));
          }}
        >
          {secondary.label}
        </button>
      </div>
    </form>
  );
}
