/**
 * A match's events (SPEC §3): goals, cards, substitutions, ordered by period (1H, 2H, 1EH, 2EH, P), then minute.
 * While the live feed drives a match (`live_source` set) its feed rows (`feed:…`) replace the imported ones.
 */
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/database.ts';
import { matchEvents, matches, players, teams } from '../../../db/schema.ts';
import type { Language } from '../../../plugins/language.ts';
import type { MatchEvent, MatchPeriod } from '@pallone/contract';
import { teamName } from '../../teams/queries/row.ts';
import { eventFactColumns } from './columns.ts';

/** The rows that count: the feed's for a feed-driven match, the imported ones otherwise (`matches` joined). */
const shownMatchEvent = sql`(${matchEvents.sourceKey} like 'feed:%') = (${matches.liveSource} is not null)`;

/** Narrows a select over `match_events` to the rows that count (joined to their matches) that meet `conditions`. */
export function whereShownEvents<T extends PgSelect>(query: T, ...conditions: (SQL | undefined)[]) {
  return query
    .innerJoin(matches, eq(matches.id, matchEvents.matchId))
    .where(and(...conditions, shownMatchEvent));
}

const periodOrder = sql`case ${matchEvents.period} when '1H' then 0 when '2H' then 1 when '1EH' then 2 when '2EH' then 3 when 'P' then 4 else 5 end`;

export async function listMatchEvents(db: Db, matchId: number, language: Language): Promise<MatchEvent[]> {
  const query = db
    .select({
      id: matchEvents.id,
      ...eventFactColumns,
      player: { id: players.id, name: players.name, pallonecomSlug: players.pallonecomSlug },
      playerName: matchEvents.playerName,
      team: { id: teams.id, name: teams.name, nameIt: teams.nameIt, nameEn: teams.nameEn },
    })
    .from(matchEvents)
    .leftJoin(players, eq(players.id, matchEvents.playerId))
    .leftJoin(teams, eq(teams.id, matchEvents.teamId))
    .$dynamic();
  const rows = await whereShownEvents(query, eq(matchEvents.matchId, matchId)).orderBy(
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
    player: row.player,
    playerName: row.playerName,
    team: row.team && { id: row.team.id, name: teamName(row.team, language) },
  }));
}
