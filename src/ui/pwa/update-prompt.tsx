import { useEffect, useRef, useState } from 'preact/hooks';
import { usePlacedNotice } from '../components/place-notice.ts';
import { registerSW } from 'virtual:pwa-register';
import { firstDataLoaded } from '../data/first-data.ts';

/**
 * Registers the service worker once the page has its first data (its first download of everything would share
 * the network with it). A new version never replaces the open page silently: the judge is asked, and reloads
 * when it suits them (not mid-ruling).
 */
export function UpdatePrompt() {
  const [update, setUpdate] = useState<((reload?: boolean) => Promise<void>) | null>(null);
  const [offlineReady, setOfflineReady] = useState(false);
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    void firstDataLoaded.then(() => {
      const updateSW = registerSW({
        immediate: true,
        onNeedRefresh: () => setUpdate(() => updateSW),
        onOfflineReady: () => setOfflineReady(true),
      });
    });
  }, []);
  // The offline notice is news, not a question: it goes away by itself.
  useEffect(() => {
    if (!offlineReady) return;
    const timer = setTimeout(() => setOfflineReady(false), 6000);
    return () => clearTimeout(timer);
  }, [offlineReady]);
  // Reload once the new worker takes over; workbox-window only does so when the page was controlled at load,
  // which a first visit (claimed by the new install) is not.
  const notice = useRef<HTMLDivElement>(null);
  // Placed where it covers no control or QR code.
  usePlacedNotice(notice, update ? 'update' : offlineReady && 'offline');
  const applyUpdate = () => {
    navigator.serviceWorker.addEventListener('controllerchange', () => location.reload(), { once: true });
    void update?.(true);
  };
  if (update)
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
  if (offlineReady)
    return (
      <div ref={notice} class="toast" role="status">
        <span>Rulekeeper now works offline.</span>
        <button type="button" class="text-button" onClick={() => setOfflineReady(false)}>
          OK
        </button>
      </div>
    );
  return null;
}
