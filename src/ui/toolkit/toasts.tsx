import { useEffect, useRef, useState } from 'preact/hooks';
import { usePlacedNotice } from '../components/place-notice.ts';
import './toolkit.css';

/** A short message, optionally with one action (Undo), that outlives a change of page. */
export interface Toast {
  message: string;
  action?: { label: string; run: () => void };
}

/** How long a toast stays: news briefly, an Undo long enough to reach one-handed. */
const TOAST_MS = 4000;
const ACTION_TOAST_MS = 8000;
let current: Toast | null = null;
const listeners = new Set<(t: Toast | null) => void>();

/** Shows a toast, replacing any other. */
export function showToast(toast: Toast | null): void {
  current = toast;
  for (const l of listeners) l(toast);
}

/** Where toasts appear: rendered once by the app. */
export function ToastHost() {
  const [toast, setToast] = useState<Toast | null>(current);
  useEffect(() => {
    listeners.add(setToast);
    return () => void listeners.delete(setToast);
  }, []);
  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => showToast(null), toast.action ? ACTION_TOAST_MS : TOAST_MS);
    return () => clearTimeout(timer);
  }, [toast]);
  const host = useRef<HTMLDivElement>(null);
  // Placed where it covers no control or QR code.
  usePlacedNotice(host, toast);
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
