/** English month names: Intl date formatting loads locale data, a tenth of a second on a slow phone's first paint. */
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "2018-04" → "April 2018"; "2018-04-12" → "12 April 2018"; "2019" stays "2019"; an estimated date reads "c. 2008". */
export function formatDate(date: string, estimated = false): string {
  if (estimated) return `c. ${date}`;
  const [year, month, day] = date.split('-').map(Number);
  if (!month) return String(year);
  const monthYear = `${MONTHS[month - 1] ?? ''} ${year}`;
  return day ? `${day} ${monthYear}` : monthYear;
}
