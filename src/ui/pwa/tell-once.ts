/** Where the one-time notices already told on this device are kept (localStorage: read synchronously, tiny). */
const KEY = 'rk-told';

function told(): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/** Whether `what` was told before on this device. */
export function wasTold(what: string): boolean {
  return told().includes(what);
}

/** Runs `tell` unless `what` was told before on this device; one-time news ("works offline") is never repeated. */
export function tellOnce(what: string, tell: () => void): void {
  const before = told();
  if (before.includes(what)) return;
  try {
    localStorage.setItem(KEY, JSON.stringify([...before, what]));
  } catch {
    // Storage refused (private mode): told this once anyway.
  }
  tell();
}
