/** The browser's offer to install the app (Chrome's `beforeinstallprompt`), kept from the moment it comes. */
interface InstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let offer: InstallPromptEvent | null = null;
let installed = typeof matchMedia === 'function' && matchMedia('(display-mode: standalone)').matches;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((l) => l());

if (typeof addEventListener === 'function') {
  addEventListener('beforeinstallprompt', (e) => {
    // Kept for the home page's own button, rather than the browser's mini-infobar.
    e.preventDefault();
    offer = e as InstallPromptEvent;
    changed();
  });
  addEventListener('appinstalled', () => {
    installed = true;
    offer = null;
    changed();
  });
}

/** Whether the browser offers to install the app now, and whether it is installed (opened as an app, or just now). */
export function installState(): { offered: boolean; installed: boolean } {
  return { offered: offer !== null, installed };
}

/** Calls `listener` whenever the offer comes or the app is installed; returns the unsubscribe. */
export function onInstallChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Shows the browser's install prompt; resolves true when the judge accepted. */
export async function install(): Promise<boolean> {
  const event = offer;
  if (!event) return false;
  offer = null;
  await event.prompt();
  const accepted = (await event.userChoice).outcome === 'accepted';
  if (accepted) installed = true;
  changed();
  return accepted;
}
