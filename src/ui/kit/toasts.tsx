import { useLocation } from 'preact-iso';
import { useEffect, useRef, useState } from 'preact/hooks';
import { usePlacedNotice } from './place-notice.ts';
import './toolkit.css';

/** A short message, optionally with one action (Undo), at the bottom edge; gone by itself or on leaving the page. */
export interface Toast {
  message: string;
  action?: { label: string; run: () => void };
  /** It tells what the navigation about to happen did ("Ruling saved."): kept across that one navigation. */
  follows?: boolean;
}

/** How long a toast stays: news briefly, an Undo long enough to reach one-handed. */
const TOAST_MS = 4000;
const ACTION_TOAST_MS = 8000;
/** The toast shown and the page it belongs to (a toast that `follows` belongs to the next page). */
let current: { toast: Toast; page: string | null } | null = null;
const listeners = new Set<(t: Toast | null) => void>();

/** Shows a toast, replacing any other. */
export function showToast(toast: Toast | null): void {
  current = toast && { toast, page: toast.follows ? null : location.pathname };
  for (const l of listeners) l(toast);
}

/** Where toasts appear: rendered once by the app. */
export function ToastHost() {
  const [toast, setToast] = useState<Toast | null>(current?.toast ?? null);
  const { path } = useLocation();
  useEffect(() => {
    listeners.add(setToast);
    return () => void listeners.delete(setToast);
  }, []);
  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => showToast(null), toast.action ? ACTION_TOAST_MS : TOAST_MS);
    return () => clearTimeout(timer);
  }, [toast]);
  // Any navigation ends a toast: "Bookmarked." never follows the judge to the next page.
  useEffect(() => {
    if (!current) return;
    if (current.page === null) current.page = location.pathname;
    else if (current.page !== location.pathname) showToast(null);
  }, [path]);
  const host = useRef<HTMLDivElement>(null);
  // At the bottom edge, where it covers nothing the judge reads or presses (else it waits out of sight); one that
  // offers an action (Undo) is a question like the update prompt, and stays at the edge to be answered.
  usePlacedNotice(host, toast, !toast?.action);
  // One live region, always present, so screen readers announce each message as it appears.
  return (
    <div ref={host} class={toast ? 'toast tk-toast' : 'visually-hidden'} role="status" aria-live="polite">
      {toast && <span>{toast.message}</span>}
      {toast?.action && (
        <button
          type="button"
          class="button"
          onClick={() => {
            toast.action?.run();
            showToast(null);
          }}
        >
          {toast.action.label}
        </button>
      )}
      {toast && (
        <button type="button" class="text-button" aria-label="Dismiss" onClick={() => showToast(null)}>
          ✕
        </button>
      )}
    </div>
  );
}
