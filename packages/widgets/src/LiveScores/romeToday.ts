import { formatMatchDate } from '@pallone/core';

/** Today's Rome day as `YYYY-MM-DD` (the day the API's `date` filter means). */
export function romeToday(now: Date = new Date()): string {
  const [day, month, year] = formatMatchDate(now.toISOString()).split('/');
  return `${year}-${month}-${day}`;
}
