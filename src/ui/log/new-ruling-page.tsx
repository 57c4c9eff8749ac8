import { useLocation } from 'preact-iso';
import { useEffect, useRef, useState } from 'preact/hooks';
import type { Ruling } from '../../core/toolkit/schema.ts';
import { type Capture, freshCapture, startCapture } from '../rulings/capture.ts';
import { RulingForm } from './ruling-form.tsx';
import { NEW_RULING_PATH, rulingPath } from '../routes.ts';
import { showToast } from '../kit/toasts.tsx';
import { shortTime } from '../kit/time.ts';
import { eventContext } from '../data/event-context.ts';
import { appHref } from '../base-path.ts';
import '../rulings/log.css';

/** "Rage 2018 §6.9.2 BLUFFS and the Combat timing result": what a capture brought, in words. */
function broughtText(brought: Capture['brought']): string {
  return [brought.citation?.label, brought.attachment && `the ${brought.attachment.title} result`]
    .filter(Boolean)
    .join(' and ');
}

/**
 * /log/new: capture a ruling, pre-filled from the section (?cite=) or calculator result the judge came from. An
 * unsaved draft is restored with that added; Clear starts a new ruling, now, that keeps what the judge came with.
 */
export function NewRulingPage() {
  const { query, route } = useLocation();
  const [start, setStart] = useState<(Capture & { key: number; keep: boolean }) | null>(null);
  // Each start remounts the form with its own state: a new key every time.
  const keys = useRef(0);
  const show = (capture: Capture, keep = false) => setStart({ ...capture, key: keys.current++, keep });
  useEffect(() => {
    document.title = 'Log a ruling · Rulekeeper';
    void startCapture(query.cite).then((capture) => {
      show(capture);
      // The citation is in the draft now: the address need not carry it any more.
      if (query.cite) history.replaceState(null, '', appHref(NEW_RULING_PATH));
    });
  }, []);
  if (!start) return <main id="main" class="tk-page" aria-busy="true" />;

  const saved = async (r: Ruling) => {
    // The sync engine loads only on a phone in an event.
    const filedIn = active ? await import('../event/file-ruling.ts').then((m) => m.fileInEvent(r)) : null;
    showToast({
      message: filedIn ? `Ruling saved and filed in the team log of ${filedIn}.` : 'Ruling saved.',
      follows: true,
    });
    route(appHref(rulingPath(r.id)));
  };
  const clear = (draft: Ruling) => {
    // Undo brings the cleared draft back; its form keeps it as the draft once the form it replaces is gone.
    showToast({
      message: 'Cleared.',
      action: {
        label: 'Undo',
        run: () => show({ ruling: draft, restored: true, brought: start.brought, added: false }, true),
      },
    });
    void freshCapture(start.brought).then(show);
  };
  const brought = broughtText(start.brought);
  const active = eventContext();
  return (
    <main id="main" class="tk-page">
      <h1>Log a ruling</h1>
      {start.restored && (
        <p class="tk-notice">
          Your unsaved ruling from {shortTime(start.ruling.createdAt)}, as you left it
          {start.added && brought
            ? `, with ${brought} added. To log a new ruling with just ${brought} instead, press Clear.`
            : '.'}
        </p>
      )}
      {active && (
        <p class="tk-notice">
          You are in the event {active.name || 'on this phone'}: saving also files this ruling in the team log, under
          the round written here (else the current round), with the text of each rule cited.
        </p>
      )}
      <RulingForm
        key={start.key}
        initial={start.ruling}
        draftKey="new"
        submitLabel="Save ruling"
        onSaved={(r) => void saved(r)}
        secondary={{ label: 'Clear', run: clear }}
        keepInitial={start.keep}
      />
    </main>
  );
}
