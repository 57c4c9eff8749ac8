/**
 * The event's call secret on the head judge's phone: the server keeps only its hash and shows the secret once, so
 * the phone that asked for it keeps it (localStorage, per event) to print the table cards again.
 */
const keyOf = (event: string) => `rulekeeper.event.call-secret:${event}`;

export function loadCallSecret(event: string): string | null {
  try {
    return localStorage.getItem(keyOf(event));
  } catch {
    return null;
  }
}

export function saveCallSecret(event: string, secret: string): void {
  try {
    localStorage.setItem(keyOf(event), secret);
  } catch {
    // Storage refused (a private window): the cards can be printed now, and a new secret made later.
  }
}

export function clearCallSecret(event: string): void {
  try {
    localStorage.removeItem(keyOf(event));
  } catch {
    // Nothing kept.
  }
}
