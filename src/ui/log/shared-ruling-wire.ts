import type { Citation, Ruling } from '../../core/toolkit/schema.ts';

/**
 * A ruling as a shared link carries it: one-letter keys, empty fields and an unchanged `updatedAt` left out, times
 * as base-36 milliseconds, each citation and fact a short list. Every byte counts in a QR code; the reader restores
 * the full ruling and validates it like an import.
 */
export type WireRuling = Record<string, unknown>;

/** A citation by rulebook and anchor only: the receiving app, which has the same rulebooks, fills in the rest. */
export type CitationRef = [ruleset: string, anchor: string];

const wireTime = (iso: string) => Date.parse(iso).toString(36);
/** A time from the wire; anything else is passed on for validation to refuse. */
const fromWireTime = (t: unknown) =>
  typeof t === 'string' && /^[0-9a-z]{1,10}$/.test(t) ? new Date(parseInt(t, 36)).toISOString() : t;

/** Ruling field → wire key, for the plain text fields (left out when empty). */
const TEXT_KEYS = {
  event: 'e',
  round: 'r',
  table: 't',
  players: 'p',
  question: 'q',
  ruling: 'a',
  appealOutcome: 'o',
} as const;

/** `shortCitations`: each citation as its rulebook and anchor only (see CitationRef), for a QR code. */
export function toWire(r: Ruling, { shortCitations = false } = {}): WireRuling {
  const wire: WireRuling = { i: r.id, c: wireTime(r.createdAt) };
  if (r.updatedAt !== r.createdAt) wire.u = wireTime(r.updatedAt);
  if (r.status !== 'given') wire.s = r.status;
  for (const [field, key] of Object.entries(TEXT_KEYS)) {
    const text = r[field as keyof typeof TEXT_KEYS];
    if (text) wire[key] = text;
  }
  if (r.citations.length)
    wire.k = r.citations.map((c) =>
      shortCitations ? [c.ruleset, c.anchor] : [c.ruleset, c.anchor, c.number, c.title, c.label, c.edition],
    );
  const x = r.attachment;
  if (x)
    wire.x = [
      x.calculator,
      x.title,
      x.ruleset,
      x.headline,
      x.facts.map((f) => [f.label, f.value]),
      x.steps.map((s) => [s.text, s.cites.map((c) => [c.anchor, c.label])]),
      x.input,
    ];
  return wire;
}

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/**
 * The ruling a wire object describes, not yet validated (a damaged link fails validation, never throws here).
 * `cite` completes a citation sent by reference.
 */
export async function fromWire(wire: unknown, cite: (ref: CitationRef) => Promise<Citation>): Promise<unknown> {
  if (!wire || typeof wire !== 'object' || Array.isArray(wire)) return wire;
  const w = wire as WireRuling;
  const ruling: Record<string, unknown> = {
    id: w.i,
    createdAt: fromWireTime(w.c),
    updatedAt: fromWireTime(w.u ?? w.c),
    status: w.s ?? 'given',
    citations: await Promise.all(
      list(w.k).map((c) => {
        const [ruleset, anchor, number, title, label, edition] = list(c);
        if (list(c).length === 2 && typeof ruleset === 'string' && typeof anchor === 'string')
          return cite([ruleset, anchor]);
        return { ruleset, anchor, number, title, label, edition };
      }),
    ),
    attachment: null,
  };
  for (const [field, key] of Object.entries(TEXT_KEYS)) ruling[field] = w[key] ?? '';
  if (w.x !== undefined) {
    const [calculator, title, ruleset, headline, facts, steps, input] = list(w.x);
    ruling.attachment = {
      calculator,
      title,
      ruleset,
      headline,
      input: input ?? null,
      facts: list(facts).map((f) => ({ label: list(f)[0], value: list(f)[1] })),
      steps: list(steps).map((s) => ({
        text: list(s)[0],
        cites: list(list(s)[1]).map((c) => ({ anchor: list(c)[0], label: list(c)[1] })),
      })),
    };
  }
  return ruling;
}
