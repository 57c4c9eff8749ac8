import { STORE_KEYS, getText, removeKey, setText } from '../local-store.ts';

/**
 * The event's call secret on the head judge's phone: the server keeps only its hash and shows the secret once, so
 * the phone that asked for it keeps it (localStorage, per event) to print the table cards again.
 */
export function loadCallSecret(event: string): string | null {
  return getText(STORE_KEYS.callSecret(event));
}

/** Storage refused (a private window): the cards can be printed now, and a new secret made later. */
export function saveCallSecret(event: string, secret: string): void {
  setText(STORE_KEYS.callSecret(event), secret);
}

export function clearCallSecret(event: string): void {
  removeKey(STORE_KEYS.callSecret(event));
}
