import { formatDate } from '../format.ts';

/** "Complete Rules, April 2018 update (April 2018)": an edition as shown, with its date when known. */
export function editionLabel(edition: string, date?: string, estimated = false): string {
  return date ? `${edition} (${formatDate(date, estimated)})` : edition;
}
