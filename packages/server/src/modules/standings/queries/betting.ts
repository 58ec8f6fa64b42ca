/**
 * Betting figures per team of a group, from the real 90-minute results of its played/awarded matches:
 * over 2.5 goals, both teams to score, clean sheets, failed to score (counts and percentages).
 */
import { countsForStandings } from '@pallone/core';
import type { Db } from '../../../db/database.ts';
import type { Language } from '../../../plugins/language.ts';
import type { BettingParameterRow } from '@pallone/contract';
import { loadGroupResults, type GroupMatch } from './standings.ts';
import { loadTeamSummaries, teamFrom } from './teams.ts';

interface Tally {
  played: number;
  over25: number;
  bothTeamsToScore: number;
  cleanSheets: number;
  failedToScore: number;
}

const percentage = (part: number, whole: number) =>
  whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10;

export function tallyBettingFigures(
  teamIds: readonly number[],
  results: readonly GroupMatch[],
): Map<number, Tally> {
  const tallies = new Map<number, Tally>(
    teamIds.map((id) => [
      id,
      { played: 0, over25: 0, bothTeamsToScore: 0, cleanSheets: 0, failedToScore: 0 },
    ]),
  );
  for (const match of results) {
    if (!countsForStandings(match) || match.homeGoals === null || match.awayGoals === null) continue;
    const sides = [
      { team: match.homeTeamId, scored: match.homeGoals, conceded: match.awayGoals },
      { team: match.awayTeamId, scored: match.awayGoals, conceded: match.homeGoals },
    ];
    for (const side of sides) {
      const tally = tallies.get(side.team);
      if (!tally) continue;
      tally.played += 1;
      if (side.scored + side.conceded > 2.5) tally.over25 += 1;
      if (side.scored > 0 && side.conceded > 0) tally.bothTeamsToScore += 1;
      if (side.conceded === 0) tally.cleanSheets += 1;
      if (side.scored === 0) tally.failedToScore += 1;
    }
  }
  return tallies;
}

/** Every team of the group, highest over-2.5 percentage first. */
export async function groupBettingRows(
  db: Db,
  groupId: number,
  language: Language,
): Promise<BettingParameterRow[]> {
  const results = await loadGroupResults(db, groupId);
  const tallies = tallyBettingFigures(results.teamIds, results.matches);
  const summaries = await loadTeamSummaries(db, results.teamIds, language);
  const rows = [...tallies].map(([teamId, tally]) => ({
    team: teamFrom(summaries, teamId),
    played: tally.played,
    over25: tally.over25,
    over25Percentage: percentage(tally.over25, tally.played),
    bothTeamsToScore: tally.bothTeamsToScore,
    bothTeamsToScorePercentage: percentage(tally.bothTeamsToScore, tally.played),
    cleanSheets: tally.cleanSheets,
    cleanSheetsPercentage: percentage(tally.cleanSheets, tally.played),
    failedToScore: tally.failedToScore,
    failedToScorePercentage: percentage(tally.failedToScore, tally.played),
  }));
  return rows.sort(
    (a, b) =>
      b.over25Percentage - a.over25Percentage ||
      b.bothTeamsToScorePercentage - a.bothTeamsToScorePercentage ||
      a.team.name.localeCompare(b.team.name),
  );
}
