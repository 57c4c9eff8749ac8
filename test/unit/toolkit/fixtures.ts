import { blankRuling } from '../../../src/core/toolkit/blank.ts';
import { EXPORT_FORMAT, EXPORT_VERSION, type Citation, type Ruling } from '../../../src/core/toolkit/schema.ts';

export const BLUFFS: Citation = {
  ruleset: 'rage-2018',
  anchor: '6-9-2-bluffs',
  number: '6.9.2',
  title: 'BLUFFS',
  label: 'Rage 2018 §6.9.2 BLUFFS',
  edition: 'Complete Rules, April 2018 update',
};

/** A complete ruling with every field set; `over` changes some. */
export function ruling(over: Partial<Ruling> = {}): Ruling {
  return {
    ...blankRuling('r1', new Date('2025-03-01T14:05:00.000Z'), {
      event: 'Spring Open',
      round: '3',
      table: '12',
      citation: BLUFFS,
    }),
    players: 'Ana v. Bo',
    question: 'Can a creature bluff with no cards?',
    ruling: 'No: a bluff needs a card played face down.',
    ...over,
  };
}

/** An export file's JSON text holding `rulings` (and any other top-level fields). */
export function fileWith(fields: Record<string, unknown>): string {
  return JSON.stringify({ format: EXPORT_FORMAT, version: EXPORT_VERSION, ...fields });
}
