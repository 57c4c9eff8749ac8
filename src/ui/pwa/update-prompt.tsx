import { useEffect, useRef, useState } from 'preact/hooks';
import { usePlacedNotice } from '../components/place-notice.ts';
import { registerSW } from 'virtual:pwa-register';
import { firstDataLoaded } from '../data/first-data.ts';
import { showToast } from '../toolkit/toasts.tsx';
import { tellOnce } from './tell-once.ts';

/**
 * Registers the service worker once the page has its first data (its first download of everything would share
 * the network with it). A new version never replaces the open page silently: the judge is asked, and reloads
 * when it suits them (not mid-ruling). That the app now works offline is news, told once on this device, quietly.
 */
export function UpdatePrompt() {
  const [update, setUpdate] = useState<((reload?: boolean) => Promise<void>) | null>(null);
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    void firstDataLoaded.then(() => {
      const updateSW = registerSW({
        immediate: true,
        onNeedRefresh: () => setUpdate(() => updateSW),
        onOfflineReady: () => tellOnce('offline-ready', () => showToast({ message: 'Rulekeeper now works offline.' })),
      });
    });
  }, []);
  // Reload once the new worker takes over; workbox-window only does so when the page was controlled at load,
  // which a first visit (claimed by the new install) is not.
  const notice = useRef<HTMLDivElement>(null);
  // At the bottom edge; a question waits for its answer, so it never waits out of sight.
  usePlacedNotice(notice, update, false);
  const applyUpdate = () => {
    navigator.serviceWorker.addEventListener('controllerchange', () => location.reload(), { once: true });
    void update?.(true);
  };
  if (!update) return null;
  return (
    <div ref={notice} class="toast" role="alert">
      <span>A new version of Rulekeeper is ready.</span>
      <button type="button" class="button" onClick={applyUpdate}>
        Reload
      </button>
      <button type="button" class="text-button" onClick={() => setUpdate(null)}>
        Later
      </button>
    </div>
  );
}
