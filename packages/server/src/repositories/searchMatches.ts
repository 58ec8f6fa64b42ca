/**
 * Match search (SPEC §2, §7): a match scores the better of its own `search_text` ("home away") and its teams'
 * scores (so aliases count: `inter milan` finds FC Internazionale Milano's matches). Sorted by that similarity,
 * then by how close the kick-off is to now. Fixtures without both teams (e.g. "Winner match 49") are never
 * returned. Candidates come from the trigram index (word similarity, substring) and the team indexes only.
 */
import { and, asc, desc, eq, inArray, isNotNull, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { matches } from '../db/schema.ts';
import type { Language } from '../plugins/language.ts';
import type { MatchBody } from '../schemas/match.ts';
import type { MatchSearchResult } from '../schemas/search.ts';
import { selectMatchRows, toMatchBodies } from './matchesRow.ts';
import { findTeamHits, type TeamHit } from './searchTeams.ts';
import { matchesTerm, termScore, withTrigramIndexes, type SearchTerm } from './searchText.ts';
import type { Reader } from './teamsRow.ts';

/** How many of the best-matching teams lend their score to their matches. */
const TEAM_HITS = 5;

function teamScore(column: AnyColumn, hits: readonly TeamHit[]): SQL {
  if (hits.length === 0) return sql`0::float8`;
  const cases = hits.map((hit) => sql`when ${hit.teamId}::int then ${hit.score}::float8`);
  return sql`(case ${column} ${sql.join(cases, sql` `)} else 0::float8 end)`;
}

/**
 * The candidates with their score: text hits scored on their text, team hits by their team's score (so the
 * trigram functions run on the few text hits only), best score per match.
 */
async function findMatchHits(reader: Reader, term: SearchTerm, limit: number, now: Date) {
  const teamHits = await findTeamHits(reader, term, TEAM_HITS);
  const teamIds = teamHits.map((hit) => hit.teamId);
  const byText = reader
    .select({ id: matches.id, score: sql<number>`${termScore(matches.searchText, term)}`.as('score') })
    .from(matches)
    .where(matchesTerm(matches.searchText, term));
  const candidates = (
    teamIds.length === 0
      ? byText
      : byText
          .unionAll(
            reader
              .select({
                id: matches.id,
                score: sql<number>`${teamScore(matches.homeTeamId, teamHits)}`.as('score'),
              })
              .from(matches)
              .where(inArray(matches.homeTeamId, teamIds)),
          )
          .unionAll(
            reader
              .select({
                id: matches.id,
                score: sql<number>`${teamScore(matches.awayTeamId, teamHits)}`.as('score'),
              })
              .from(matches)
              .where(inArray(matches.awayTeamId, teamIds)),
          )
  ).as('candidates');
  const score = sql<number>`max(${candidates.score})::float8`.mapWith(Number);
  const distance = sql`abs(extract(epoch from (${matches.kickoffAt} - ${now.toISOString()}::timestamptz)))`;
  return reader
    .select({ id: matches.id, score })
    .from(candidates)
    .innerJoin(matches, eq(matches.id, candidates.id))
    .where(and(isNotNull(matches.homeTeamId), isNotNull(matches.awayTeamId)))
    .groupBy(matches.id)
    .orderBy(desc(score), distance, asc(matches.id))
    .limit(limit);
}

function toResult(match: MatchBody, similarity: number): MatchSearchResult[] {
  if (!match.homeTeam || !match.awayTeam) return [];
  const { competition } = match;
  return [
    {
      id: match.id,
      pallonecomSlug: match.pallonecomSlug,
      homeTeam: match.homeTeam,
      awayTeam: match.awayTeam,
      homeScore: match.homeScore,
      awayScore: match.awayScore,
      extraTime: match.extraTime,
      penalties: match.penalties,
      date: match.date,
      status: match.status,
      ended: match.ended,
      competition: { id: competition.id, name: competition.name, pallonecomSlug: competition.pallonecomSlug },
      similarity,
    },
  ];
}

export async function searchMatches(
  db: Db,
  term: SearchTerm,
  limit: number,
  language: Language,
  now: Date,
): Promise<MatchSearchResult[]> {
  const { hits, bodies } = await withTrigramIndexes(db, async (reader) => {
    const found = await findMatchHits(reader, term, limit, now);
    if (found.length === 0) return { hits: found, bodies: [] };
    const rows = await selectMatchRows(reader).where(
      inArray(
        matches.id,
        found.map((hit) => hit.id),
      ),
    );
    return { hits: found, bodies: await toMatchBodies(reader, rows, language, now) };
  });
  const byId = new Map(bodies.map((match) => [match.id, match]));
  return hits.flatMap((hit) => {
    const match = byId.get(hit.id);
    return match ? toResult(match, hit.score) : [];
  });
}
