import { formatDate } from '../format.ts';

/** "First printing, January 2020": an edition as shown, with its date when known. */
export function editionLabel(edition: string, date?: string, estimated = false): string {
  return date ? `${edition}, ${formatDate(date, estimated)}` : edition;
}
