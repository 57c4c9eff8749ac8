import { useLocation } from 'preact-iso';
import { useEffect, useState } from 'preact/hooks';
import { saveDraft } from '../../core/storage/drafts.ts';
import type { Ruling } from '../../core/toolkit/schema.ts';
import { startCapture } from './capture.ts';
import { RulingForm } from './ruling-form.tsx';
import { NEW_RULING_PATH, rulingPath } from './routes.ts';
import { showToast } from './toasts.tsx';
import { shortTime } from './time.ts';

/** /log/new: capture a ruling, pre-filled from the section (?cite=) or calculator result the judge came from. */
export function NewRulingPage() {
  const { query, route } = useLocation();
  const [start, setStart] = useState<{ ruling: Ruling; restored: boolean; key: number } | null>(null);
  const begin = (key: number, cite?: string) =>
    void startCapture(cite).then((s) => {
      setStart({ ...s, key });
      // The citation is in the draft now: the address need not carry it any more.
      if (cite) history.replaceState(null, '', NEW_RULING_PATH);
    });
  useEffect(() => {
    document.title = 'Log a ruling · Rulekeeper';
    begin(0, query.cite);
  }, []);
  if (!start) return <main id="main" class="tk-page" aria-busy="true" />;

  const clear = (draft: Ruling) => {
    showToast({ message: 'Cleared.', action: { label: 'Undo', run: () => void saveDraft('new', draft).then(() => begin(start.key + 1)) } });
    begin(start.key + 1);
  };
  return (
    <main id="main" class="tk-page">
      <h1>Log a ruling</h1>
      {start.restored && <p class="tk-notice">Your unsaved ruling from {shortTime(start.ruling.createdAt)}, as you left it.</p>}
      <RulingForm
        key={start.key}
        initial={start.ruling}
        draftKey="new"
        submitLabel="Save ruling"
        onSaved={(r) => {
          showToast({ message: 'Ruling saved.' });
          route(rulingPath(r.id));
        }}
        secondary={{ label: 'Clear', run: clear }}
      />
    </main>
  );
}
