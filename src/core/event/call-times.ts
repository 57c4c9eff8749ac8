/** How the judges' phones say a call's times: how long ago it came in, and the round's medians. */

/** "just now", "40 s ago", "3 min ago", "1 h 5 min ago": a call's age at a glance, live on the card. */
export function agoText(ms: number): string {
  if (!Number.isFinite(ms) || ms < 10_000) return 'just now';
  const s = Math.floor(ms / 1000);
  if (s < 60) return `${s} s ago`;
  const min = Math.floor(s / 60);
  if (min < 60) return `${min} min ago`;
  const h = Math.floor(min / 60);
  return min % 60 ? `${h} h ${min % 60} min ago` : `${h} h ago`;
}

/** A span as the medians say it: "45 s", "2 min 05 s", "1 h 03 min"; "—" when there is none yet. */
export function spanText(ms: number | null): string {
  if (ms === null || !Number.isFinite(ms) || ms < 0) return '—';
  const s = Math.round(ms / 1000);
  if (s < 60) return `${s} s`;
  const min = Math.floor(s / 60);
  if (min < 60) return `${min} min ${String(s % 60).padStart(2, '0')} s`;
  return `${Math.floor(min / 60)} h ${String(min % 60).padStart(2, '0')} min`;
}
