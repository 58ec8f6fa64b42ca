/**
 * Europe/Rome's wall clock by arithmetic, for the years the EU summer-time rule has held (decision 068): summer
 * time (UTC+2) from 01:00 UTC on the last Sunday of March to 01:00 UTC on the last Sunday of October, UTC+1
 * otherwise. A browser's first `Intl.DateTimeFormat` costs 50–170 ms of main thread on the benchmark machine (ICU's
 * calendar and zone data), on every page that shows a kick-off: this is what a page's first render uses instead.
 * Outside those years the caller asks Intl. `romeWallClock.test.ts` holds it equal to Intl around every change of
 * offset.
 */

/** The years the arithmetic answers for; Italy ended summer time in September until 1995. */
export const FIRST_RULE_YEAR = 1996;
export const LAST_RULE_YEAR = 2099;

const HOUR = 3_600_000;

/** 01:00 UTC on the last Sunday of `month` (0-based) of `year`. */
function lastSundayOneUtc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

export interface WallClock {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
}

/** The wall-clock parts in Rome of an instant (ms since the epoch), or null outside the rule's years. */
export function romeWallClock(instant: number): WallClock | null {
  const year = new Date(instant).getUTCFullYear();
  if (year < FIRST_RULE_YEAR || year > LAST_RULE_YEAR) return null;
  const summer = instant >= lastSundayOneUtc(year, 2) && instant < lastSundayOneUtc(year, 9);
  // YYYY-MM-DDTHH:mm of the instant moved by Rome's offset.
  const local = new Date(instant + (summer ? 2 : 1) * HOUR).toISOString();
  return {
    year: local.slice(0, 4),
    month: local.slice(5, 7),
    day: local.slice(8, 10),
    hour: local.slice(11, 13),
    minute: local.slice(14, 16),
  };
}
