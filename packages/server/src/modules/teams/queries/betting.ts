/**
 * `GET /teams/{id}/getBettingStats`: a team's betting figures in one competition season, overall, at home and
 * away, from the 90-minute score of its played or awarded matches (as the group betting table counts them).
 */
import { and, eq, inArray, isNotNull, or } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { matches } from '../../../db/schema.ts';
import type { BettingSplit, TeamBettingStats } from '@pallone/contract';
import { ENDED_STATUSES } from '../../matches/queries/status.ts';

/** One match from the team's side, 90 minutes only. */
export interface NinetyMinuteResult {
  home: boolean;
  scored: number;
  conceded: number;
}

const percentage = (part: number, whole: number) =>
  whole === 0 ? null : Math.round((part / whole) * 1000) / 10;
const average = (sum: number, whole: number) => (whole === 0 ? null : Math.round((sum / whole) * 100) / 100);

export function bettingSplit(results: readonly NinetyMinuteResult[]): BettingSplit {
  let won = 0;
  let drawn = 0;
  let goalsFor = 0;
  let goalsAgainst = 0;
  const count = { over15: 0, over25: 0, over35: 0, bothTeamsToScore: 0, cleanSheets: 0, failedToScore: 0 };
  for (const { scored, conceded } of results) {
    if (scored > conceded) won += 1;
    else if (scored === conceded) drawn += 1;
    goalsFor += scored;
    goalsAgainst += conceded;
    const total = scored + conceded;
    if (total > 1.5) count.over15 += 1;
    if (total > 2.5) count.over25 += 1;
    if (total > 3.5) count.over35 += 1;
    if (scored > 0 && conceded > 0) count.bothTeamsToScore += 1;
    if (conceded === 0) count.cleanSheets += 1;
    if (scored === 0) count.failedToScore += 1;
  }
  const played = results.length;
  return {
    played,
    won,
    drawn,
    lost: played - won - drawn,
    goalsFor,
    goalsAgainst,
    averageGoalsFor: average(goalsFor, played),
    averageGoalsAgainst: average(goalsAgainst, played),
    averageTotalGoals: average(goalsFor + goalsAgainst, played),
    over15: count.over15,
    over15Percentage: percentage(count.over15, played),
    over25: count.over25,
    over25Percentage: percentage(count.over25, played),
    over35: count.over35,
    over35Percentage: percentage(count.over35, played),
    bothTeamsToScore: count.bothTeamsToScore,
    bothTeamsToScorePercentage: percentage(count.bothTeamsToScore, played),
    cleanSheets: count.cleanSheets,
    cleanSheetsPercentage: percentage(count.cleanSheets, played),
    failedToScore: count.failedToScore,
    failedToScorePercentage: percentage(count.failedToScore, played),
  };
}

export async function findTeamBettingStats(
  db: Db,
  teamId: number,
  competitionSeasonId: number,
): Promise<TeamBettingStats> {
  const rows = await db
    .select({ homeTeamId: matches.homeTeamId, ftHome: matches.ftHome, ftAway: matches.ftAway })
    .from(matches)
    .where(
      and(
        eq(matches.competitionSeasonId, competitionSeasonId),
        or(eq(matches.homeTeamId, teamId), eq(matches.awayTeamId, teamId)),
        inArray(matches.status, [...ENDED_STATUSES]),
        isNotNull(matches.ftHome),
        isNotNull(matches.ftAway),
      ),
    );
  const results = rows.map((row): NinetyMinuteResult => {
    const home = row.homeTeamId === teamId;
    const homeGoals = row.ftHome ?? 0;
    const awayGoals = row.ftAway ?? 0;
    return { home, scored: home ? homeGoals : awayGoals, conceded: home ? awayGoals : homeGoals };
  });
  return {
    teamId,
    competitionSeasonId,
    overall: bettingSplit(results),
    home: bettingSplit(results.filter((result) => result.home)),
    away: bettingSplit(results.filter((result) => !result.home)),
  };
}
