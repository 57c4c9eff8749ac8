import type { Citation, Ruling } from '../toolkit/schema.ts';
import type { SharedRulingView } from './event-docs.ts';
import type { RulingFields, SharedCitation } from './shared-ruling.ts';

/** The passage a citation points at, as this phone shows it: its id and text, or null when unknown here. */
export type PassageLookup = (citation: Citation) => { passage: string; text: string } | null;

/** A personal-log ruling as a shared one: each citation keeps the text it has on this phone now. */
export function toSharedFields(ruling: Ruling, lookup: PassageLookup): RulingFields {
  return {
    round: ruling.round,
    table: ruling.table,
    players: ruling.players,
    question: ruling.question,
    ruling: ruling.ruling,
    status: ruling.status,
    appealOutcome: ruling.appealOutcome,
    citations: ruling.citations.map((c) => ({ ...c, ...(lookup(c) ?? { passage: '', text: '' }) })),
    attachment: ruling.attachment,
  };
}

/** A shared ruling as the personal log and its export read it, each cited rule with the text it had when cited. */
export function toRuling(view: SharedRulingView, eventName: string): Ruling {
  const f = view.fields;
  return {
    id: view.id,
    createdAt: view.createdAt,
    updatedAt: view.updatedAt < view.createdAt ? view.createdAt : view.updatedAt,
    event: eventName,
    round: f.round,
    table: f.table,
    players: f.players,
    question: f.question,
    ruling: f.ruling,
    citations: f.citations,
    attachment: f.attachment,
    status: f.status,
    appealOutcome: f.appealOutcome,
  };
}

/**
 * A shared citation as a personal-log citation, for the one engine that tells how a cited rule stands now
 * (core/changes/cited-now.ts): a text '' (the citing phone did not have the rule) is a text not known.
 */
export function citationOf(cited: SharedCitation): Citation {
  const { text, ...rest } = cited;
  return text ? { ...rest, text } : rest;
}
