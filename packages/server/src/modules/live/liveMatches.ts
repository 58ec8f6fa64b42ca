/**
 * Reads matches as the stream's `match` message (LiveMatchMessage): one query for the rows, one for their teams
 * (the same mapping as GET /matches/{id}, so a pushed score equals a polled one).
 */
import { and, gte, inArray, lt, or, type SQL } from 'drizzle-orm';
import type { LiveMatchMessage } from '@pallone/core';
import type { Db } from '../../db/database.ts';
import { competitions, matches } from '../../db/schema.ts';
import { romeDateOf, romeDayRange } from '../matches/queries/romeDay.ts';
import { selectMatchRows, toMatchBodies } from '../matches/queries/row.ts';
import type { LiveFilter } from './liveFilter.ts';

/** A match's message with what a client's filter is checked on. */
export interface LiveMatch {
  message: LiveMatchMessage;
  /** The Rome day of the kick-off. */
  day: string;
}

/** The stream's language for names in timeline events: one message serves every client (decision 016). */
export const LIVE_LANGUAGE = 'en';
/** A snapshot never sends more matches than this (a day of every competition stays far below it). */
const SNAPSHOT_LIMIT = 500;

async function loadLiveMatches(
  db: Db,
  where: SQL | undefined,
  now: Date,
  limit: number,
): Promise<LiveMatch[]> {
  const rows = await selectMatchRows(db).where(where).orderBy(matches.kickoffAt, matches.id).limit(limit);
  const bodies = await toMatchBodies(db, rows, LIVE_LANGUAGE, now);
  return rows.map((row, index) => {
    const body = bodies[index]!;
    return {
      day: romeDateOf(row.kickoffAt),
      message: {
        id: row.id,
        status: body.status as LiveMatchMessage['status'],
        homeScore: body.homeScore,
        awayScore: body.awayScore,
        halfTime: body.halfTime,
        extraTime: body.extraTime,
        penalties: body.penalties,
        minute: body.minute,
        ended: body.ended,
        isReplay: row.isReplay,
        periodStartedAt: row.periodStartedAt?.toISOString() ?? null,
        clockRate: row.clockRate,
        competitionId: row.competitionId,
        competitionSeasonId: row.competitionSeasonId,
        groupId: row.groupId,
        date: body.date,
        // The provisional live table finds the sides without the match in its cache (issue #11 §2).
        homeTeamId: row.homeTeamId,
        awayTeamId: row.awayTeamId,
      },
    };
  });
}

/** The matches a change touched. */
export function loadChangedMatches(db: Db, matchIds: readonly number[], now: Date): Promise<LiveMatch[]> {
  if (matchIds.length === 0) return Promise.resolve([]);
  return loadLiveMatches(db, inArray(matches.id, [...matchIds]), now, matchIds.length);
}

/**
 * A stream's snapshot: its matches, plus the matches of its day (today in Rome when only competitions are
 * given) in its competitions; see `liveFilter.ts` for how the parts combine.
 */
export function loadSnapshot(db: Db, filter: LiveFilter, now: Date): Promise<LiveMatch[]> {
  const parts: SQL[] = [];
  if (filter.matchIds.size > 0) parts.push(inArray(matches.id, [...filter.matchIds]));
  if (filter.day !== undefined || filter.competitionIds.size > 0) {
    const { start, end } = romeDayRange(filter.day ?? romeDateOf(now));
    const scope = [gte(matches.kickoffAt, start), lt(matches.kickoffAt, end)];
    if (filter.competitionIds.size > 0) scope.push(inArray(competitions.id, [...filter.competitionIds]));
    parts.push(and(...scope)!);
  }
  const where = parts.length === 1 ? parts[0] : or(...parts);
  return loadLiveMatches(db, where, now, SNAPSHOT_LIMIT);
}
