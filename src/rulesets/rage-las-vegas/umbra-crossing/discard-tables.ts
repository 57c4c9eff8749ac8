import type { UmbraLevel } from '../umbral-chart.ts';

/** The Umbra Level / Discard table of Entering the Umbra: Sept cards to discard, by Umbra level. */
export const BASE_DISCARD: Readonly<Record<UmbraLevel, number>> = { 1: 0, 2: 1, 3: 2, 4: 3, 5: 3 };

/** One row of the Gnosis / Modifier table: the Gnosis range as printed and the cards it takes off. */
export interface GnosisRow {
  printed: string;
  modifier: number;
}

/** The Gnosis / Modifier table of Entering the Umbra: "Gnosis 0-3 No modifier", "4-6 -1 card", "7+ -2 cards". */
export function gnosisRow(gnosis: number): GnosisRow {
  if (gnosis >= 7) return { printed: 'Gnosis 7+', modifier: -2 };
  if (gnosis >= 4) return { printed: 'Gnosis 4-6', modifier: -1 };
  return { printed: 'Gnosis 0-3', modifier: 0 };
}

/** "1 card", "3 cards". */
export function cards(n: number): string {
  return `${n} ${n === 1 ? 'card' : 'cards'}`;
}
