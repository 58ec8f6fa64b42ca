/** Rome calendar days that have matches: the closest to a day, the next one after it and the last one before it. */
import { asc, desc, gte, lt } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { matches } from '../../../db/schema.ts';
import { daysBetween, romeDateOf, romeDayRange } from './romeDay.ts';

async function firstKickoffFrom(db: Db, from: Date): Promise<Date | undefined> {
  const [row] = await db
    .select({ kickoffAt: matches.kickoffAt })
    .from(matches)
    .where(gte(matches.kickoffAt, from))
    .orderBy(asc(matches.kickoffAt))
    .limit(1);
  return row?.kickoffAt;
}

async function lastKickoffBefore(db: Db, before: Date): Promise<Date | undefined> {
  const [row] = await db
    .select({ kickoffAt: matches.kickoffAt })
    .from(matches)
    .where(lt(matches.kickoffAt, before))
    .orderBy(desc(matches.kickoffAt))
    .limit(1);
  return row?.kickoffAt;
}

/** The first Rome day after `date` with a match; null when there is none. */
export async function findNextDateWithMatches(db: Db, date: string): Promise<string | null> {
  const next = await firstKickoffFrom(db, romeDayRange(date).end);
  return next ? romeDateOf(next) : null;
}

/** The last Rome day before `date` with a match; null when there is none. */
export async function findPreviousDateWithMatches(db: Db, date: string): Promise<string | null> {
  const previous = await lastKickoffBefore(db, romeDayRange(date).start);
  return previous ? romeDateOf(previous) : null;
}

/**
 * `date` itself when it has matches, else the nearest Rome day with matches before or after it (on a tie, the
 * later one: upcoming matches interest more); null when there are no matches at all.
 */
export async function findClosestDateWithMatches(db: Db, date: string): Promise<string | null> {
  const { start } = romeDayRange(date);
  const [next, previous] = await Promise.all([firstKickoffFrom(db, start), lastKickoffBefore(db, start)]);
  const nextDate = next ? romeDateOf(next) : null;
  const previousDate = previous ? romeDateOf(previous) : null;
  if (nextDate === null || previousDate === null) return nextDate ?? previousDate;
  return daysBetween(date, nextDate) <= daysBetween(previousDate, date) ? nextDate : previousDate;
}
