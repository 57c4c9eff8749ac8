/** "2018-04" → "April 2018"; "2019" stays "2019"; an estimated date reads "c. 2008". */
export function formatDate(date: string, estimated = false): string {
  if (estimated) return `c. ${date}`;
  const [year, month, day] = date.split('-').map(Number);
  if (!month) return String(year);
  return new Date(Date.UTC(year ?? 0, month - 1, day ?? 1)).toLocaleDateString('en-GB', {
    year: 'numeric',
    month: 'long',
    ...(day ? { day: 'numeric' } : {}),
    timeZone: 'UTC',
  });
}
