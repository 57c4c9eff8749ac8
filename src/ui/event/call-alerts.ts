import { isOpen, type CallView } from '../../core/event/calls.ts';
import { STORE_KEYS, getJson, getText, removeKey, setJson, setText } from '../local-store.ts';

/**
 * A new call makes the phone vibrate and, when the judge turned it on, beep: once per call, on whatever page is
 * open. The calls already told of are kept per event, so a reload (or the stored calls loading) does not ring again.
 */

/** A call older than this when first seen (a phone back after a long time offline) is shown, without ringing. */
const FRESH_MS = 10 * 60_000;
/** Ids kept of calls told: an event's worth. */
const KEPT = 600;

export function callSoundOn(): boolean {
  return getText(STORE_KEYS.callSound) === '1';
}

export function setCallSound(on: boolean): void {
  if (on) {
    setText(STORE_KEYS.callSound, '1');
    // Turned on by a tap: the browser lets the page make sound from here on; the beep says what it sounds like.
    beep();
  } else removeKey(STORE_KEYS.callSound);
}

let audio: AudioContext | null = null;

function audioContext(): AudioContext | null {
  if (typeof AudioContext === 'undefined') return null;
  audio ??= new AudioContext();
  if (audio.state === 'suspended') void audio.resume().catch(() => {});
  return audio;
}

// After a reload the browser lets sound play only once the judge has touched the page: the first touch wakes it.
if (typeof window !== 'undefined')
  window.addEventListener('pointerdown', () => callSoundOn() && audioContext(), { once: true, capture: true });

/** Two short tones, made on the spot (no sound file to download or cache). */
export function beep(): void {
  const ctx = audioContext();
  if (!ctx) return;
  const start = ctx.currentTime + 0.01;
  for (const [i, hz] of [880, 1320].entries()) {
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.frequency.value = hz;
    const at = start + i * 0.18;
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.3, at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.15);
    osc.connect(gain).connect(ctx.destination);
    osc.start(at);
    osc.stop(at + 0.16);
  }
}

function loadTold(event: string): Set<string> {
  const ids = getJson(STORE_KEYS.callsTold(event), (raw) =>
    Array.isArray(raw) ? raw.filter((x): x is string => typeof x === 'string') : null,
  );
  return new Set(ids ?? []);
}

let told: { event: string; ids: Set<string> } | null = null;

/** The open calls not told of before that came in lately: those the phone rings for now. */
export function newCalls(calls: readonly CallView[], known: ReadonlySet<string>, now: number): CallView[] {
  return calls.filter((c) => isOpen(c.state) && !known.has(c.id) && now - Date.parse(c.calledAt) < FRESH_MS);
}

/** Rings for each call that is new to this phone (called on every change of the event). */
export function alertNewCalls(event: string, calls: readonly CallView[], now = Date.now()): void {
  if (told?.event !== event) told = { event, ids: loadTold(event) };
  const fresh = newCalls(calls, told.ids, now);
  // Every call seen is told from now on, fresh or not: a call seen once never rings later.
  const unseen = calls.filter((c) => !told!.ids.has(c.id));
  if (unseen.length === 0) return;
  for (const c of unseen) told.ids.add(c.id);
  const ids = [...told.ids].slice(-KEPT);
  told.ids = new Set(ids);
  setJson(STORE_KEYS.callsTold(event), ids);
  if (fresh.length === 0) return;
  if (typeof navigator !== 'undefined' && 'vibrate' in navigator) navigator.vibrate?.([300, 120, 300]);
  if (callSoundOn()) beep();
}
