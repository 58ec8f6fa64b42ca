/**
 * `GET /matches/stats/getTeamCompetitionSeasonPlayersStats/{id}`: per team of a competition season, its squad
 * size, its top scorer from goal events (surname-only spellings folded as in the scorer standings) and its
 * summed match statistics. Each part is there only where the data has it: squads for 2023-24 clubs of four
 * leagues, Euro 2024 and World Cup 2026; goal events for the tournaments; statistics for the big-5 leagues.
 */
import { count, countDistinct, eq, sum } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { matches, matchStatistics, squadMemberships } from '../../../db/schema.ts';
import type { Language } from '../../../plugins/language.ts';
import type { CompetitionSeasonPlayersStats, TeamSquadStats } from '@pallone/contract';
import { MATCH_STAT_CODES, parameterName } from '../../teams/queries/comparisonLabels.ts';
import { loadScorerPlayers, topScorers } from './playersStatsScorers.ts';
import { competitionSeasonsWithGoalEvents } from '../../players/queries/statsGoals.ts';
import { loadCompetitionSeasonRefs } from './refs.ts';
import { imageOf, loadTeamRefs } from '../../teams/queries/row.ts';

async function listTeamIds(db: Db, competitionSeasonId: number): Promise<number[]> {
  const [fixtures, squads] = await Promise.all([
    db
      .selectDistinct({ home: matches.homeTeamId, away: matches.awayTeamId })
      .from(matches)
      .where(eq(matches.competitionSeasonId, competitionSeasonId)),
    db
      .selectDistinct({ teamId: squadMemberships.teamId })
      .from(squadMemberships)
      .where(eq(squadMemberships.competitionSeasonId, competitionSeasonId)),
  ]);
  const ids = new Set(squads.map((row) => row.teamId));
  for (const row of fixtures) {
    if (row.home !== null) ids.add(row.home);
    if (row.away !== null) ids.add(row.away);
  }
  return [...ids];
}

async function squadSizes(db: Db, competitionSeasonId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ teamId: squadMemberships.teamId, size: count() })
    .from(squadMemberships)
    .where(eq(squadMemberships.competitionSeasonId, competitionSeasonId))
    .groupBy(squadMemberships.teamId);
  return new Map(rows.map((row) => [row.teamId, row.size]));
}

async function statisticTotals(db: Db, competitionSeasonId: number) {
  const where = eq(matches.competitionSeasonId, competitionSeasonId);
  const [totals, counted] = await Promise.all([
    db
      .select({
        teamId: matchStatistics.teamId,
        code: matchStatistics.code,
        total: sum(matchStatistics.value),
      })
      .from(matchStatistics)
      .innerJoin(matches, eq(matches.id, matchStatistics.matchId))
      .where(where)
      .groupBy(matchStatistics.teamId, matchStatistics.code),
    db
      .select({ teamId: matchStatistics.teamId, matches: countDistinct(matchStatistics.matchId) })
      .from(matchStatistics)
      .innerJoin(matches, eq(matches.id, matchStatistics.matchId))
      .where(where)
      .groupBy(matchStatistics.teamId),
  ]);
  const byTeam = new Map<number, Map<string, number>>();
  for (const row of totals) {
    const codes = byTeam.get(row.teamId) ?? new Map<string, number>();
    codes.set(row.code, Number(row.total ?? 0));
    byTeam.set(row.teamId, codes);
  }
  return { byTeam, matches: new Map(counted.map((row) => [row.teamId, Number(row.matches)])) };
}

/** Undefined when the competition season does not exist. */
export async function findCompetitionSeasonPlayersStats(
  db: Db,
  competitionSeasonId: number,
  language: Language,
): Promise<CompetitionSeasonPlayersStats | undefined> {
  const competitionSeason = (await loadCompetitionSeasonRefs(db, [competitionSeasonId], language)).get(
    competitionSeasonId,
  );
  if (!competitionSeason) return undefined;
  const [teamIds, sizes, scorers, statistics, withEvents] = await Promise.all([
    listTeamIds(db, competitionSeasonId),
    squadSizes(db, competitionSeasonId),
    topScorers(db, competitionSeasonId),
    statisticTotals(db, competitionSeasonId),
    competitionSeasonsWithGoalEvents(db, [competitionSeasonId]),
  ]);
  const [teamRefs, scorerPlayers] = await Promise.all([
    loadTeamRefs(db, teamIds, language),
    loadScorerPlayers(db, [...scorers.values()]),
  ]);
  const teams = [...teamRefs.values()].map((team): TeamSquadStats => {
    const scorer = scorers.get(team.id);
    const player = scorer && scorerPlayers.get(scorer);
    const codes = statistics.byTeam.get(team.id) ?? new Map<string, number>();
    return {
      team,
      squadSize: sizes.get(team.id) ?? null,
      topScorer: scorer
        ? {
            player: player
              ? {
                  id: player.id,
                  name: player.name,
                  pallonecomSlug: player.slug,
                  image: imageOf(player.imagePath),
                }
              : null,
            playerName: scorer.playerName,
            goals: scorer.goals,
            penalties: scorer.penalties,
          }
        : null,
      matchesWithStatistics: statistics.matches.get(team.id) ?? 0,
      statistics: MATCH_STAT_CODES.filter((code) => codes.has(code)).map((code) => ({
        code,
        name: parameterName(code, language),
        total: codes.get(code) ?? 0,
      })),
    };
  });
  return {
    competitionSeason,
    hasGoalEvents: withEvents.has(competitionSeasonId),
    teams: teams.sort((a, b) => a.team.name.localeCompare(b.team.name, language) || a.team.id - b.team.id),
  };
}
