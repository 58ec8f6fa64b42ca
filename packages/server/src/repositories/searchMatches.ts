/**
 * Match search (SPEC §2, §7): a match scores the better of its own `search_text` and its teams' scores (so
 * aliases count: `inter milan` finds FC Internazionale Milano's matches). Sorted by that similarity, then by how
 * close the kick-off is to now. Fixtures without both teams (e.g. "Winner match 49") are never returned.
 */
import { and, asc, desc, inArray, isNotNull, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { matches } from '../db/schema.ts';
import type { Language } from '../plugins/language.ts';
import type { MatchSearchResult } from '../schemas/search.ts';
import { selectMatchRows, toMatchBodies } from './matchesRow.ts';
import { findTeamHits, type TeamHit } from './searchTeams.ts';
import { matchesTerm, termScore, type SearchTerm } from './searchText.ts';

/** How many of the best-matching teams lend their score to their matches. */
const TEAM_HITS = 5;

function teamScore(column: AnyColumn, hits: readonly TeamHit[]): SQL {
  if (hits.length === 0) return sql`0::float8`;
  const cases = hits.map((hit) => sql`when ${hit.teamId}::int then ${hit.score}::float8`);
  return sql`(case ${column} ${sql.join(cases, sql` `)} else 0::float8 end)`;
}

export async function searchMatches(
  db: Db,
  term: SearchTerm,
  limit: number,
  language: Language,
  now: Date,
): Promise<MatchSearchResult[]> {
  const teamHits = await findTeamHits(db, term, TEAM_HITS);
  const teamIds = teamHits.map((hit) => hit.teamId);
  const score = sql<number>`greatest(${termScore(matches.searchText, term)}, ${teamScore(matches.homeTeamId, teamHits)}, ${teamScore(matches.awayTeamId, teamHits)})`.mapWith(
    Number,
  );
  const distance = sql`abs(extract(epoch from (${matches.kickoffAt} - ${now.toISOString()}::timestamptz)))`;
  const hits = await db
    .select({ id: matches.id, score })
    .from(matches)
    .where(
      and(
        isNotNull(matches.homeTeamId),
        isNotNull(matches.awayTeamId),
        or(
          matchesTerm(matches.searchText, term),
          teamIds.length > 0 ? inArray(matches.homeTeamId, teamIds) : undefined,
          teamIds.length > 0 ? inArray(matches.awayTeamId, teamIds) : undefined,
        ),
      ),
    )
    .orderBy(desc(score), distance, asc(matches.id))
    .limit(limit);
  if (hits.length === 0) return [];
  const rows = await selectMatchRows(db).where(inArray(matches.id, hits.map((hit) => hit.id)));
  const bodies = new Map((await toMatchBodies(db, rows, language, now)).map((match) => [match.id, match]));
  return hits.flatMap((hit) => {
    const match = bodies.get(hit.id);
    if (!match?.homeTeam || !match.awayTeam) return [];
    return [
      {
        id: match.id,
        pallonecomSlug: match.pallonecomSlug,
        homeTeam: match.homeTeam,
        awayTeam: match.awayTeam,
        homeScore: match.homeScore,
        awayScore: match.awayScore,
        date: match.date,
        status: match.status,
        ended: match.ended,
        competition: { id: match.competition.id, name: match.competition.name, pallonecomSlug: match.competition.pallonecomSlug },
        similarity: hit.score,
      },
    ];
  });
}
