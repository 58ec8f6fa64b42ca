/**
 * `GET /teams/{id}/getIndexStats`: a team's results summed over every competition season of the data, per
 * competition season, and its biggest win. Goals include extra time; a shoot-out counts as a draw (teamsResults).
 */
import type { Db } from '../../../db/database.ts';
import type { Language } from '../../../plugins/language.ts';
import type { TeamIndexStats } from '@pallone/contract';
import { loadCompetitionSeasonRefs } from '../../competitionSeasons/queries/refs.ts';
import { listTeamResults, tally, type TeamMatchResult, type TeamResult } from './results.ts';
import { loadTeamRefs } from './row.ts';

function record(results: readonly TeamResult[]) {
  const totals = tally(results);
  const points = totals.won * 3 + totals.drawn;
  return {
    played: totals.played,
    won: totals.won,
    drawn: totals.drawn,
    lost: totals.lost,
    goalsFor: totals.goalsFor,
    goalsAgainst: totals.goalsAgainst,
    pointsPerMatch: totals.played === 0 ? null : Math.round((points / totals.played) * 100) / 100,
  };
}

/** Widest margin, then most goals scored, then the latest match. */
export function biggestWinOf<T extends TeamResult & { kickoffAt: Date }>(
  results: readonly T[],
): T | undefined {
  let best: T | undefined;
  for (const result of results) {
    const margin = result.goalsFor - result.goalsAgainst;
    if (margin <= 0) continue;
    if (!best) {
      best = result;
      continue;
    }
    const bestMargin = best.goalsFor - best.goalsAgainst;
    if (
      margin > bestMargin ||
      (margin === bestMargin && result.goalsFor > best.goalsFor) ||
      (margin === bestMargin &&
        result.goalsFor === best.goalsFor &&
        result.kickoffAt.getTime() > best.kickoffAt.getTime())
    ) {
      best = result;
    }
  }
  return best;
}

export async function findTeamIndexStats(
  db: Db,
  teamId: number,
  language: Language,
): Promise<TeamIndexStats> {
  const results = await listTeamResults(db, teamId, undefined);
  const byCompetitionSeason = new Map<number, TeamMatchResult[]>();
  for (const result of results) {
    const group = byCompetitionSeason.get(result.competitionSeasonId) ?? [];
    group.push(result);
    byCompetitionSeason.set(result.competitionSeasonId, group);
  }
  const described = (await loadCompetitionSeasonRefs(db, [...byCompetitionSeason.keys()], language)).values();
  const best = biggestWinOf(results);
  const opponentId = best?.opponentId ?? null;
  const opponent =
    opponentId === null ? undefined : (await loadTeamRefs(db, [opponentId], language)).get(opponentId);
  return {
    teamId,
    ...record(results),
    biggestWin: best
      ? {
          matchId: best.matchId,
          pallonecomSlug: best.slug,
          kickoffAt: best.kickoffAt.toISOString(),
          competitionSeasonId: best.competitionSeasonId,
          home: best.home,
          opponent: opponent
            ? { id: opponent.id, name: opponent.name, pallonecomSlug: opponent.pallonecomSlug }
            : null,
          goalsFor: best.goalsFor,
          goalsAgainst: best.goalsAgainst,
        }
      : null,
    competitionSeasons: [...described].map((competitionSeason) => ({
      competitionSeason,
      ...record(byCompetitionSeason.get(competitionSeason.id) ?? []),
    })),
  };
}
