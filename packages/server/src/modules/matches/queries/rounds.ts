/** Matches by round: the next fixtures of a competition season, a group's home-page round, the live matches. */
import { LIVE_STATUSES } from '@pallone/core';
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { groups, matches, turns } from '../../../db/schema.ts';
import type { Language } from '../../../plugins/language.ts';
import type { MatchBody } from '@pallone/contract';
import { upcomingCondition } from './list.ts';
import { selectMatchRows, toMatchBodies } from './row.ts';

/** Most matches a round answer holds (a Serie A matchday has 10; a group phase without turns may have more). */
const ROUND_LIMIT = 100;

async function listWhere(
  db: Db,
  where: SQL | undefined,
  language: Language,
  now: Date,
): Promise<MatchBody[]> {
  const rows = await selectMatchRows(db)
    .where(where)
    .orderBy(asc(matches.kickoffAt), asc(matches.id))
    .limit(ROUND_LIMIT);
  return toMatchBodies(db, rows, language, now);
}

export async function groupExists(db: Db, id: number): Promise<boolean> {
  const rows = await db.select({ id: groups.id }).from(groups).where(eq(groups.id, id));
  return rows.length > 0;
}

export async function turnBelongsToGroup(db: Db, turnId: number, groupId: number): Promise<boolean> {
  const rows = await db
    .select({ id: turns.id })
    .from(turns)
    .where(and(eq(turns.id, turnId), eq(turns.groupId, groupId)));
  return rows.length > 0;
}

/**
 * The upcoming fixtures of a competition season: of `turnId` when given, else of the round of its next fixture.
 * Empty when nothing is left to play.
 */
export async function listNextMatches(
  db: Db,
  competitionSeasonId: number,
  turnId: number | undefined,
  language: Language,
  now: Date,
): Promise<MatchBody[]> {
  const upcoming = and(eq(matches.competitionSeasonId, competitionSeasonId), upcomingCondition(now));
  if (turnId !== undefined) return listWhere(db, and(upcoming, eq(matches.turnId, turnId)), language, now);
  const [first] = await db
    .select({ turnId: matches.turnId })
    .from(matches)
    .where(upcoming)
    .orderBy(asc(matches.kickoffAt), asc(matches.id))
    .limit(1);
  if (!first) return [];
  const round = first.turnId === null ? undefined : eq(matches.turnId, first.turnId);
  return listWhere(db, and(upcoming, round), language, now);
}

/** The round of a group whose matches are nearest to now (played or to come). */
async function nearestTurnId(db: Db, groupId: number, now: Date): Promise<number | null> {
  const [row] = await db
    .select({ turnId: matches.turnId })
    .from(matches)
    .where(eq(matches.groupId, groupId))
    .orderBy(
      sql`abs(extract(epoch from (${matches.kickoffAt} - ${now.toISOString()}::timestamptz)))`,
      asc(matches.id),
    )
    .limit(1);
  return row?.turnId ?? null;
}

/** The home page's matches of a group: of `turnId` when given, else of the round nearest to now. */
export async function listHomeMatches(
  db: Db,
  groupId: number,
  turnId: number | undefined,
  language: Language,
  now: Date,
): Promise<MatchBody[]> {
  const round = turnId ?? (await nearestTurnId(db, groupId, now));
  const where = and(eq(matches.groupId, groupId), round === null ? undefined : eq(matches.turnId, round));
  return listWhere(db, where, language, now);
}

/** Matches in a live status (SPEC §4). The bundled data has no live feed, so this is honestly empty. */
export function listLiveMatches(db: Db, language: Language, now: Date): Promise<MatchBody[]> {
  return listWhere(db, inArray(matches.status, [...LIVE_STATUSES]), language, now);
}
