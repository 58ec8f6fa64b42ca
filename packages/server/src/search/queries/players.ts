/**
 * Player search, ranked by decision 019 (core `compareSearchRank`): tier, then prominence (current club's plus
 * current national team's recent matches) and similarity, then name and id.
 */
import type { SearchTier } from '@pallone/core';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { players, teams } from '../../db/schema.ts';
import type { Language } from '../../plugins/language.ts';
import type { PlayerSearchResult } from '@pallone/contract';
import { rankOrderSql, teamProminenceSql, tierSql } from './rank.ts';
import { matchesTerm, termScore, withTrigramIndexes, type SearchTerm } from './text.ts';
import { imageOf, teamName, teamSummaryColumns } from '../../modules/teams/queries/row.ts';
import { teamImage } from '../../pictures/teamImage.ts';

export async function searchPlayers(
  db: Db,
  term: SearchTerm,
  limit: number,
  language: Language,
  now: Date,
): Promise<PlayerSearchResult[]> {
  const rows = await withTrigramIndexes(db, (reader) => {
    const ranked = reader
      .select({
        id: players.id,
        tier: tierSql(players.searchText, term).as('tier'),
        score: termScore(players.searchText, term).as('score'),
        prominence:
          sql<number>`(${teamProminenceSql(players.currentTeamId, now)} + ${teamProminenceSql(players.currentNationalTeamId, now)})`
            .mapWith(Number)
            .as('prominence'),
      })
      .from(players)
      .where(matchesTerm(players.searchText, term))
      .as('ranked');
    return reader
      .select({
        id: players.id,
        name: players.name,
        pallonecomSlug: players.pallonecomSlug,
        imagePath: players.imagePath,
        tier: ranked.tier,
        score: ranked.score,
        team: teamSummaryColumns,
      })
      .from(ranked)
      .innerJoin(players, eq(players.id, ranked.id))
      .leftJoin(teams, eq(teams.id, players.currentTeamId))
      .orderBy(
        ...rankOrderSql(sql`${ranked.tier}`, sql`${ranked.prominence}`, sql`${ranked.score}`),
        asc(players.name),
        asc(players.id),
      )
      .limit(limit);
  });
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    pallonecomSlug: row.pallonecomSlug,
    image: imageOf(row.imagePath),
    currentTeam: row.team && {
      id: row.team.id,
      name: teamName(row.team, language),
      pallonecomSlug: row.team.pallonecomSlug,
      image: teamImage(row.team.id, row.team.imagePath),
    },
    similarity: Number(row.score),
    tier: Number(row.tier) as SearchTier,
  }));
}
