import { useEffect, useRef, useState } from 'preact/hooks';
import { usePlacedNotice } from '../kit/place-notice.ts';
import { registerSW } from 'virtual:pwa-register';
import { firstDataLoaded } from '../data/first-data.ts';
import { showToast } from '../kit/toasts.tsx';
import { tellOnce } from './tell-once.ts';
import { useLocation } from 'preact-iso';

/** How long a new worker that skips waiting takes to take over; one still waiting after it waits for the judge. */
const SETTLE_MS = 1000;
/**
 * The longest Reload waits for the update's changes to be worked out (a second or two on a slow phone): past it the
 * update goes ahead, and only its notice of what changed is missed.
 */
const CHANGES_BOUND_MS = 10_000;

/** Working out what the waiting update changes, once per update however many times it is asked for. */
let working: Promise<string> | null = null;
function changesOfUpdate(): Promise<string> {
  working ??= import('./work-out-changes.ts').then((m) => m.workOutChanges()).catch(() => '');
  return working;
}

/** True when a new service worker is still waiting, a moment after it said so. */
async function stillWaiting(): Promise<boolean> {
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  return Boolean((await navigator.serviceWorker.getRegistration())?.waiting);
}

/**
 * Registers the service worker once the page has its first data (its first download of everything would share
 * the network with it). A new version never replaces the open page silently: the judge is asked, and reloads
 * when it suits them (not mid-ruling). That the app now works offline is news, told once on this device, quietly.
 */
export function UpdatePrompt() {
  const [update, setUpdate] = useState<((reload?: boolean) => Promise<void>) | null>(null);
  // What the update changes in the rulebooks, once worked out from the texts it brought ('' when none changed).
  const [changes, setChanges] = useState('');
  const { route } = useLocation();
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    void firstDataLoaded.then(() => {
      // Loaded apart: most visits follow no update that changed the rules.
      void import('./announce-rule-update.ts').then((m) => m.announceRuleUpdate(route));
      const updateSW = registerSW({
        immediate: true,
        onNeedRefresh: () => {
          // A new update waiting (a later one than any worked out on this page): its own changes.
          working = null;
          setUpdate(() => updateSW);
          // Before the update takes over: this version's texts are still here to compare with the update's. Not
          // for a worker that takes over by itself (the kill switch's): work here then kept it from taking over.
          void stillWaiting()
            .then((waiting) => (waiting ? changesOfUpdate() : ''))
            .then(setChanges)
            .catch(() => setChanges(''));
        },
        onOfflineReady: () => tellOnce('offline-ready', () => showToast({ message: 'Rulekeeper now works offline.' })),
      });
    });
  }, []);
  const notice = useRef<HTMLDivElement>(null);
  // At the bottom edge; a question waits for its answer, so it never waits out of sight.
  usePlacedNotice(notice, update, false);
  const [reloading, setReloading] = useState(false);
  // The comparison needs this version's texts, gone once the update takes over: done before it does, however soon
  // the judge taps Reload (bounded, so a comparison that hangs never holds the update back).
  const applyUpdate = async () => {
    if (reloading) return;
    setReloading(true);
    await Promise.race([changesOfUpdate(), new Promise((resolve) => setTimeout(resolve, CHANGES_BOUND_MS))]);
    // Reload once the new worker takes over; workbox-window only does so when the page was controlled at load,
    // which a first visit (claimed by the new install) is not.
    navigator.serviceWorker.addEventListener('controllerchange', () => location.reload(), { once: true });
    void update?.(true);
  };
  if (!update) return null;
  return (
    <div ref={notice} class="toast" role="alert">
      <span>
        A new version of Rulekeeper is ready.
        {changes && ` Rules changed: ${changes}`}
      </span>
      <button type="button" class="button" onClick={() => void applyUpdate()} aria-disabled={reloading}>
        {reloading ? 'Reloading…' : 'Reload'}
      </button>
      <button type="button" class="text-button" onClick={() => setUpdate(null)}>
        Later
      </button>
    </div>
  );
}
