/**
 * `GET /teams/{id}/getIndexStats`: a team's results summed over every competition season of the data, per
 * competition season, and its biggest win. Goals include extra time; a shoot-out counts as a draw (teamsResults).
 */
import { and, eq, inArray, isNotNull, or } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { competitions, competitionSeasons, matches, seasons } from '../../../db/schema.ts';
import type { Language } from '../../../plugins/language.ts';
import type { TeamIndexStats } from '@pallone/contract';
import { ENDED_STATUSES } from '../../matches/queries/status.ts';
import { tally, type TeamResult } from './results.ts';
import { loadTeamRefs } from './row.ts';

interface IndexResult extends TeamResult {
  slug: string;
  kickoffAt: Date;
  competitionSeasonId: number;
  opponentId: number | null;
}

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

async function listIndexResults(db: Db, teamId: number): Promise<IndexResult[]> {
  const rows = await db
    .select({
      id: matches.id,
      slug: matches.pallonecomSlug,
      kickoffAt: matches.kickoffAt,
      competitionSeasonId: matches.competitionSeasonId,
      homeTeamId: matches.homeTeamId,
      awayTeamId: matches.awayTeamId,
      ftHome: matches.ftHome,
      ftAway: matches.ftAway,
      etHome: matches.etHome,
      etAway: matches.etAway,
    })
    .from(matches)
    .where(
      and(
        or(eq(matches.homeTeamId, teamId), eq(matches.awayTeamId, teamId)),
        inArray(matches.status, [...ENDED_STATUSES]),
        isNotNull(matches.ftHome),
        isNotNull(matches.ftAway),
      ),
    );
  return rows.map((row) => {
    const home = row.homeTeamId === teamId;
    const homeGoals = row.etHome ?? row.ftHome ?? 0;
    const awayGoals = row.etAway ?? row.ftAway ?? 0;
    return {
      matchId: row.id,
      slug: row.slug,
      kickoffAt: row.kickoffAt,
      competitionSeasonId: row.competitionSeasonId,
      opponentId: home ? row.awayTeamId : row.homeTeamId,
      home,
      goalsFor: home ? homeGoals : awayGoals,
      goalsAgainst: home ? awayGoals : homeGoals,
    };
  });
}

async function describeCompetitionSeasons(db: Db, ids: readonly number[], language: Language) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: competitionSeasons.id,
      competitionId: competitions.id,
      nameIt: competitions.nameIt,
      nameEn: competitions.nameEn,
      competitionSlug: competitions.pallonecomSlug,
      seasonId: seasons.id,
      seasonName: seasons.name,
      seasonSlug: seasons.pallonecomSlug,
      seasonStart: seasons.start,
    })
    .from(competitionSeasons)
    .innerJoin(competitions, eq(competitions.id, competitionSeasons.competitionId))
    .innerJoin(seasons, eq(seasons.id, competitionSeasons.seasonId))
    .where(inArray(competitionSeasons.id, [...ids]));
  return rows
    .sort((a, b) => b.seasonStart.localeCompare(a.seasonStart) || a.competitionId - b.competitionId)
    .map((row) => ({
      id: row.id,
      competition: {
        id: row.competitionId,
        name: language === 'it' ? row.nameIt : row.nameEn,
        pallonecomSlug: row.competitionSlug,
      },
      season: { id: row.seasonId, name: row.seasonName, pallonecomSlug: row.seasonSlug },
    }));
}

export async function findTeamIndexStats(
  db: Db,
  teamId: number,
  language: Language,
): Promise<TeamIndexStats> {
  const results = await listIndexResults(db, teamId);
  const byCompetitionSeason = new Map<number, IndexResult[]>();
  for (const result of results) {
    const group = byCompetitionSeason.get(result.competitionSeasonId) ?? [];
    group.push(result);
    byCompetitionSeason.set(result.competitionSeasonId, group);
  }
  const described = await describeCompetitionSeasons(db, [...byCompetitionSeason.keys()], language);
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
    competitionSeasons: described.map((competitionSeason) => ({
      competitionSeason,
      ...record(byCompetitionSeason.get(competitionSeason.id) ?? []),
    })),
  };
}
