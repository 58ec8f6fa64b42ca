/**
 * A match's events (SPEC §3): goals, cards, substitutions, ordered by period (1H, 2H, 1EH, 2EH, P), then minute.
 * While the live feed drives a match (`live_source` set) its feed rows (`feed:…`) replace the imported ones.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { matchEvents, matches, players, teams } from '../../../db/schema.ts';
import type { Language } from '../../../plugins/language.ts';
import type { MatchEvent, MatchPeriod } from '@pallone/contract';
import { teamName } from '../../teams/queries/row.ts';

/**
 * The rows that count: the feed's for a feed-driven match, the imported ones otherwise. For queries that join
 * `matches` to `match_events`.
 */
export const shownMatchEvent = sql`(${matchEvents.sourceKey} like 'feed:%') = (${matches.liveSource} is not null)`;

const periodOrder = sql`case ${matchEvents.period} when '1H' then 0 when '2H' then 1 when '1EH' then 2 when '2EH' then 3 when 'P' then 4 else 5 end`;

export async function listMatchEvents(db: Db, matchId: number, language: Language): Promise<MatchEvent[]> {
  const rows = await db
    .select({
      id: matchEvents.id,
      minute: matchEvents.minute,
      stoppage: matchEvents.stoppage,
      period: matchEvents.period,
      subtype: matchEvents.subtype,
      penalty: matchEvents.penalty,
      playerId: players.id,
      playerFullName: players.name,
      playerSlug: players.pallonecomSlug,
      playerName: matchEvents.playerName,
      teamId: teams.id,
      teamName: teams.name,
      teamNameIt: teams.nameIt,
      teamNameEn: teams.nameEn,
    })
    .from(matchEvents)
    .innerJoin(matches, eq(matches.id, matchEvents.matchId))
    .leftJoin(players, eq(players.id, matchEvents.playerId))
    .leftJoin(teams, eq(teams.id, matchEvents.teamId))
    .where(and(eq(matchEvents.matchId, matchId), shownMatchEvent))
    .orderBy(
      periodOrder,
      sql`${matchEvents.minute} asc nulls last`,
      sql`coalesce(${matchEvents.stoppage}, 0)`,
      asc(matchEvents.id),
    );
  return rows.map((row) => ({
    id: row.id,
    minute: row.minute,
    stoppage: row.stoppage,
    // The column holds only the contract's periods (the importer and the feed check them).
    matchPeriod: row.period as MatchPeriod,
    subtype: row.subtype,
    penalty: row.penalty,
    player:
      row.playerId === null || row.playerFullName === null || row.playerSlug === null
        ? null
        : { id: row.playerId, name: row.playerFullName, pallonecomSlug: row.playerSlug },
    playerName: row.playerName,
    team:
      row.teamId === null || row.teamName === null
        ? null
        : {
            id: row.teamId,
            name: teamName({ name: row.teamName, nameIt: row.teamNameIt, nameEn: row.teamNameEn }, language),
          },
  }));
}
