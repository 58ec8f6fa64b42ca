/**
 * Match search (SPEC §2, §7): a match takes the better tier and score of its own `search_text` ("home away")
 * and of its teams' hits (so aliases count: `inter milan` finds FC Internazionale Milano's matches). Sorted by
 * tier (decision 019), then by that similarity, then by how close the kick-off is to now — except that a match
 * whose kick-off is more than a day past and that has no result (Serie B 2025-26 rounds 31–38 in the data) goes
 * after those with a result or still to come: a list of dashes tells nobody anything. Fixtures without both
 * teams (e.g. "Winner match 49") are never returned. Candidates come from the trigram index (word similarity,
 * substring) and the team indexes only.
 */
import type { SearchTier } from '@pallone/core';
import { and, asc, desc, eq, inArray, isNotNull, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { matches } from '../../db/schema.ts';
import type { Language } from '../../plugins/language.ts';
import type { MatchBody, MatchSearchResult } from '@pallone/contract';
import { selectMatchRows, toMatchBodies } from '../../modules/matches/queries/row.ts';
import { findTeamHits, type TeamHit } from './teams.ts';
import { tierSql } from './rank.ts';
import { matchesTerm, termScore, withTrigramIndexes, type SearchTerm } from './text.ts';
import type { Reader } from '../../db/access.ts';

/** How many of the best-matching teams lend their score to their matches. */
const TEAM_HITS = 5;

/** The team hit's tier or score for the team in `column` (the hits are the candidates' teams). */
function teamValue(column: AnyColumn, hits: readonly TeamHit[], value: (hit: TeamHit) => SQL): SQL {
  const cases = hits.map((hit) => sql`when ${hit.teamId}::int then ${value(hit)}`);
  return sql`(case ${column} ${sql.join(cases, sql` `)} end)`;
}

function teamSide(reader: Reader, column: AnyColumn, hits: readonly TeamHit[]) {
  return reader
    .select({
      id: matches.id,
      tier: sql<number>`${teamValue(column, hits, (hit) => sql`${hit.tier}::int`)}`.as('tier'),
      score: sql<number>`${teamValue(column, hits, (hit) => sql`${hit.score}::float8`)}`.as('score'),
    })
    .from(matches)
    .where(
      inArray(
        column,
        hits.map((hit) => hit.teamId),
      ),
    );
}

/**
 * The candidates with their score: text hits scored on their text, team hits by their team's score (so the
 * trigram functions run on the few text hits only), best score per match.
 */
async function findMatchHits(
  reader: Reader,
  term: SearchTerm,
  limit: number,
  now: Date,
  teamHitsOf: TeamHitsSource,
) {
  const teamHits = await teamHitsOf(reader, term, TEAM_HITS, now);
  const byText = reader
    .select({
      id: matches.id,
      tier: sql<number>`${tierSql(matches.searchText, term)}`.as('tier'),
      score: sql<number>`${termScore(matches.searchText, term)}`.as('score'),
    })
    .from(matches)
    .where(matchesTerm(matches.searchText, term));
  const candidates = (
    teamHits.length === 0
      ? byText
      : byText
          .unionAll(teamSide(reader, matches.homeTeamId, teamHits))
          .unionAll(teamSide(reader, matches.awayTeamId, teamHits))
  ).as('candidates');
  const tier = sql<number>`max(${candidates.tier})::int`.mapWith(Number);
  const score = sql<number>`max(${candidates.score})::float8`.mapWith(Number);
  const at = now.toISOString();
  const resultMissing = sql`(${matches.ftHome} is null and ${matches.kickoffAt} < ${at}::timestamptz - interval '1 day')`;
  const distance = sql`abs(extract(epoch from (${matches.kickoffAt} - ${at}::timestamptz)))`;
  return reader
    .select({ id: matches.id, tier, score })
    .from(candidates)
    .innerJoin(matches, eq(matches.id, candidates.id))
    .where(and(isNotNull(matches.homeTeamId), isNotNull(matches.awayTeamId)))
    .groupBy(matches.id)
    .orderBy(desc(tier), desc(score), resultMissing, distance, asc(matches.id))
    .limit(limit);
}

function toResult(match: MatchBody, similarity: number, tier: SearchTier): MatchSearchResult[] {
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
      hasTime: match.hasTime,
      status: match.status,
      ended: match.ended,
      competition: { id: competition.id, name: competition.name, pallonecomSlug: competition.pallonecomSlug },
      similarity,
      tier,
    },
  ];
}

/**
 * Where the matches' team hits come from: the SQL (`findTeamHits`), or the in-memory index, which answers the
 * same (decision 032) without a query.
 */
export type TeamHitsSource = (
  reader: Reader,
  term: SearchTerm,
  count: number,
  now: Date,
) => Promise<TeamHit[]> | TeamHit[];

export async function searchMatches(
  db: Db,
  term: SearchTerm,
  limit: number,
  language: Language,
  now: Date,
  teamHitsOf: TeamHitsSource = findTeamHits,
): Promise<MatchSearchResult[]> {
  const { hits, bodies } = await withTrigramIndexes(db, async (reader) => {
    const found = await findMatchHits(reader, term, limit, now, teamHitsOf);
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
    return match ? toResult(match, hit.score, hit.tier as SearchTier) : [];
  });
}
