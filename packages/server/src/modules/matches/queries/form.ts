/**
 * A match's form guide: each team's last five results and the two teams' earlier meetings, all before the
 * kick-off (the same reads as the prediction articles, predictionsForm.ts). Undefined when the match is unknown.
 */
import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/database.ts';
import { matches, teams } from '../../../db/schema.ts';
import type { Language } from '../../../plugins/language.ts';
import type { MatchForm } from '@pallone/contract';
import { headToHead, lastResults, type Meeting, type PastResult } from '../../predictions/queries/form.ts';
import { teamName } from '../../teams/queries/row.ts';

export const FORM_LENGTH = 5;

const homeTeams = alias(teams, 'home_team');
const awayTeams = alias(teams, 'away_team');

const formResult = (result: PastResult) => ({
  matchId: result.matchId,
  date: result.kickoffAt.toISOString(),
  competitionName: result.competitionName,
  home: result.home,
  opponentName: result.opponentName,
  goalsFor: result.goalsFor,
  goalsAgainst: result.goalsAgainst,
  outcome: result.outcome,
});

const meeting = (row: Meeting) => ({
  matchId: row.matchId,
  date: row.kickoffAt.toISOString(),
  competitionName: row.competitionName,
  homeName: row.homeName,
  awayName: row.awayName,
  homeGoals: row.homeGoals,
  awayGoals: row.awayGoals,
});

export async function findMatchForm(db: Db, id: number, language: Language): Promise<MatchForm | undefined> {
  const [row] = await db
    .select({
      kickoffAt: matches.kickoffAt,
      homeTeamId: matches.homeTeamId,
      awayTeamId: matches.awayTeamId,
      homeName: homeTeams.name,
      homeNameIt: homeTeams.nameIt,
      homeNameEn: homeTeams.nameEn,
      awayName: awayTeams.name,
      awayNameIt: awayTeams.nameIt,
      awayNameEn: awayTeams.nameEn,
    })
    .from(matches)
    .leftJoin(homeTeams, eq(homeTeams.id, matches.homeTeamId))
    .leftJoin(awayTeams, eq(awayTeams.id, matches.awayTeamId))
    .where(eq(matches.id, id));
  if (!row) return undefined;
  const before = row.kickoffAt;
  const side = async (
    teamId: number | null,
    name: string | null,
    nameIt: string | null,
    nameEn: string | null,
  ) =>
    teamId === null || name === null
      ? null
      : {
          teamId,
          name: teamName({ name, nameIt, nameEn }, language),
          results: (await lastResults(db, teamId, before, language, FORM_LENGTH)).map(formResult),
        };
  const [home, away, meetings] = await Promise.all([
    side(row.homeTeamId, row.homeName, row.homeNameIt, row.homeNameEn),
    side(row.awayTeamId, row.awayName, row.awayNameIt, row.awayNameEn),
    row.homeTeamId !== null && row.awayTeamId !== null
      ? headToHead(db, row.homeTeamId, row.awayTeamId, before, language)
      : null,
  ]);
  return {
    matchId: id,
    before: before.toISOString(),
    home,
    away,
    headToHead: meetings && {
      meetings: meetings.meetings,
      homeWins: meetings.winsA,
      draws: meetings.draws,
      awayWins: meetings.winsB,
      latest: meetings.latest.map(meeting),
    },
  };
}
