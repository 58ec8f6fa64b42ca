/**
 * Team search: by the team's own `search_text` (similarity, word similarity, substring — GIN trigram index) and
 * by the aliases in `team_aliases` that contain the term (`inter` finds FC Internazionale Milano, `man united`
 * Manchester United; aliases have no trigram index, so only a substring hit counts there). A team takes its best
 * tier and best score over its name and aliases, and is ranked by decision 019 (core `compareSearchRank`).
 */
import { compareSearchRank, type SearchTier } from '@pallone/core';
import { like, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { teamAliases, teams } from '../../db/schema.ts';
import type { Language } from '../../plugins/language.ts';
import type { TeamSearchResult } from '@pallone/contract';
import { rankOrderSql, teamProminenceSql, tierSql } from './rank.ts';
import { matchesTerm, termScore, withTrigramIndexes, type SearchTerm } from './text.ts';
import type { Reader } from '../../db/access.ts';
import { loadTeamRefs } from '../../modules/teams/queries/row.ts';

export interface TeamHit {
  teamId: number;
  tier: SearchTier;
  score: number;
  prominence: number;
}

/** The best-ranked teams for the term, by name or alias, at most `limit`, best first. */
export async function findTeamHits(
  db: Reader,
  term: SearchTerm,
  limit: number,
  now: Date,
): Promise<TeamHit[]> {
  const candidates = db
    .select({
      teamId: sql<number>`${teams.id}`.as('team_id'),
      tier: tierSql(teams.searchText, term).as('tier'),
      score: termScore(teams.searchText, term).as('score'),
    })
    .from(teams)
    .where(matchesTerm(teams.searchText, term))
    .unionAll(
      db
        .select({
          teamId: sql<number>`${teamAliases.teamId}`.as('team_id'),
          tier: tierSql(teamAliases.alias, term).as('tier'),
          score: termScore(teamAliases.alias, term).as('score'),
        })
        .from(teamAliases)
        .where(like(teamAliases.alias, term.short ? `${term.text}%` : term.pattern)),
    )
    .as('candidates');
  const best = db
    .select({
      teamId: candidates.teamId,
      tier: sql<number>`max(${candidates.tier})`.as('tier'),
      score: sql<number>`max(${candidates.score})`.as('score'),
    })
    .from(candidates)
    .groupBy(candidates.teamId)
    .as('best');
  const prominence = teamProminenceSql(sql`${best.teamId}`, now);
  const rows = await db
    .select({ teamId: best.teamId, tier: best.tier, score: best.score, prominence })
    .from(best)
    .orderBy(...rankOrderSql(sql`${best.tier}`, prominence, sql`${best.score}`, sql`${best.teamId}`))
    .limit(limit);
  return rows.map((row) => ({
    teamId: Number(row.teamId),
    tier: Number(row.tier) as SearchTier,
    score: Number(row.score),
    prominence: Number(row.prominence),
  }));
}

export async function searchTeams(
  db: Db,
  term: SearchTerm,
  limit: number,
  language: Language,
  now: Date,
): Promise<TeamSearchResult[]> {
  const { hits, refs } = await withTrigramIndexes(db, async (reader) => {
    const found = await findTeamHits(reader, term, limit, now);
    return {
      hits: found,
      refs: await loadTeamRefs(
        reader,
        found.map((hit) => hit.teamId),
        language,
      ),
    };
  });
  const collator = new Intl.Collator(language);
  return hits
    .flatMap((hit) => {
      const team = refs.get(hit.teamId);
      return team ? [{ ...team, hit }] : [];
    })
    .sort((a, b) =>
      compareSearchRank(
        { ...a.hit, similarity: a.hit.score, name: a.name, id: a.id },
        { ...b.hit, similarity: b.hit.score, name: b.name, id: b.id },
        collator.compare,
      ),
    )
    .map(({ hit, ...team }) => ({ ...team, similarity: hit.score, tier: hit.tier }));
}
