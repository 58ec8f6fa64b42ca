/**
 * A match's form guide: each team's last five results and the two teams' earlier meetings, all before the
 * kick-off (the same reads as the prediction articles, predictionsForm.ts). Undefined when the match is unknown.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { matches } from '../../../db/schema.ts';
import type { Language } from '../../../plugins/language.ts';
import type { MatchForm } from '@pallone/contract';
import { headToHead, lastResults, type Meeting, type PastResult } from '../../predictions/queries/form.ts';
import { teamName } from '../../teams/queries/row.ts';
import { sideColumns } from './columns.ts';
import { leftJoinSideTeams, sideNameColumns } from './sideTeams.ts';

type TeamNames = Parameters<typeof teamName>[0];

export const FORM_LENGTH = 5;

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
  const query = db
    .select({ kickoffAt: matches.kickoffAt, ...sideColumns, ...sideNameColumns })
    .from(matches)
    .$dynamic();
  const [row] = await leftJoinSideTeams(query).where(eq(matches.id, id));
  if (!row) return undefined;
  const before = row.kickoffAt;
  const side = async (teamId: number | null, names: TeamNames | null) =>
    teamId === null || names === null
      ? null
      : {
          teamId,
          name: teamName(names, language),
          results: (await lastResults(db, teamId, before, language, FORM_LENGTH)).map(formResult),
        };
  const [home, away, meetings] = await Promise.all([
    side(row.homeTeamId, row.home),
    side(row.awayTeamId, row.away),
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
