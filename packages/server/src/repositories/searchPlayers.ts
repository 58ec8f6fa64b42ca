/** Player search: best match first; among equals, players with a current team first, then by name. */
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { players, teams } from '../db/schema.ts';
import type { Language } from '../plugins/language.ts';
import type { PlayerSearchResult } from '../schemas/search.ts';
import { matchesTerm, termScore, withTrigramIndexes, type SearchTerm } from './searchText.ts';
import { imageOf, teamName } from './teamsRow.ts';

export async function searchPlayers(
  db: Db,
  term: SearchTerm,
  limit: number,
  language: Language,
): Promise<PlayerSearchResult[]> {
  const score = termScore(players.searchText, term);
  const rows = await withTrigramIndexes(db, (reader) =>
    reader
      .select({
        id: players.id,
        name: players.name,
        pallonecomSlug: players.pallonecomSlug,
        imagePath: players.imagePath,
        score,
        teamId: teams.id,
        teamName: teams.name,
        teamNameIt: teams.nameIt,
        teamNameEn: teams.nameEn,
        teamSlug: teams.pallonecomSlug,
        teamImagePath: teams.imagePath,
      })
      .from(players)
      .leftJoin(teams, eq(teams.id, players.currentTeamId))
      .where(matchesTerm(players.searchText, term))
      .orderBy(desc(score), sql`${players.currentTeamId} is null`, asc(players.name), asc(players.id))
      .limit(limit),
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    pallonecomSlug: row.pallonecomSlug,
    image: imageOf(row.imagePath),
    currentTeam:
      row.teamId === null || row.teamName === null || row.teamSlug === null
        ? null
        : {
            id: row.teamId,
            name: teamName({ name: row.teamName, nameIt: row.teamNameIt, nameEn: row.teamNameEn }, language),
            pallonecomSlug: row.teamSlug,
            image: imageOf(row.teamImagePath),
          },
    similarity: row.score,
  }));
}
