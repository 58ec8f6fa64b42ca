/**
 * Team search: by the team's own `search_text` (similarity, word similarity, substring — GIN trigram index) and
 * by the aliases in `team_aliases` that contain the term (`inter` finds FC Internazionale Milano, `man united`
 * Manchester United; aliases have no trigram index, so only a substring hit counts there), best score per team,
 * then by name.
 */
import { desc, like, max } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { teamAliases, teams } from '../db/schema.ts';
import type { Language } from '../plugins/language.ts';
import type { TeamSearchResult } from '../schemas/search.ts';
import { matchesTerm, termScore, withTrigramIndexes, type SearchTerm } from './searchText.ts';
import { loadTeamRefs, type Reader } from './teamsRow.ts';

export interface TeamHit {
  teamId: number;
  score: number;
}

/** The best-scoring teams for the term, by name or alias, at most `limit`. */
export async function findTeamHits(db: Reader, term: SearchTerm, limit: number): Promise<TeamHit[]> {
  const nameScore = termScore(teams.searchText, term);
  const aliasScore = max(termScore(teamAliases.alias, term));
  const [byName, byAlias] = await Promise.all([
    db
      .select({ teamId: teams.id, score: nameScore })
      .from(teams)
      .where(matchesTerm(teams.searchText, term))
      .orderBy(desc(nameScore))
      .limit(limit),
    db
      .select({ teamId: teamAliases.teamId, score: aliasScore })
      .from(teamAliases)
      .where(like(teamAliases.alias, term.short ? `${term.text}%` : term.pattern))
      .groupBy(teamAliases.teamId)
      .orderBy(desc(aliasScore))
      .limit(limit),
  ]);
  const best = new Map<number, number>();
  for (const hit of [...byName, ...byAlias]) {
    const score = Number(hit.score);
    best.set(hit.teamId, Math.max(best.get(hit.teamId) ?? 0, score));
  }
  return [...best].map(([teamId, score]) => ({ teamId, score })).sort((a, b) => b.score - a.score);
}

export async function searchTeams(
  db: Db,
  term: SearchTerm,
  limit: number,
  language: Language,
): Promise<TeamSearchResult[]> {
  const { hits, refs } = await withTrigramIndexes(db, async (reader) => {
    const found = await findTeamHits(reader, term, limit);
    return {
      hits: found,
      refs: await loadTeamRefs(
        reader,
        found.map((hit) => hit.teamId),
        language,
      ),
    };
  });
  return hits
    .flatMap((hit) => {
      const team = refs.get(hit.teamId);
      return team ? [{ ...team, similarity: hit.score }] : [];
    })
    .sort((a, b) => b.similarity - a.similarity || a.name.localeCompare(b.name, language) || a.id - b.id)
    .slice(0, limit);
}
