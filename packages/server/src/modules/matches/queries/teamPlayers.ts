/** The squads of a match's two teams for the match's competition season, where the data has them. */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { squadMemberships } from '../../../db/schema.ts';
import type { Language } from '../../../plugins/language.ts';
import type { MatchTeamPlayers } from '@pallone/contract';
import { listSquadPlayers } from '../../teams/queries/players.ts';

export async function listMatchTeamPlayers(
  db: Db,
  match: { competitionSeasonId: number; homeTeamId: number | null; awayTeamId: number | null },
  language: Language,
): Promise<MatchTeamPlayers> {
  const teamIds = [match.homeTeamId, match.awayTeamId].filter((id): id is number => id !== null);
  const squad =
    teamIds.length === 0
      ? []
      : await listSquadPlayers(
          db,
          and(
            eq(squadMemberships.competitionSeasonId, match.competitionSeasonId),
            inArray(squadMemberships.teamId, teamIds),
          ),
          {},
          language,
        );
  const side = (teamId: number | null) =>
    teamId === null
      ? null
      : {
          teamId,
          players: squad.filter((p) => p.teamId === teamId).map(({ teamId: _team, ...player }) => player),
        };
  return { homeTeam: side(match.homeTeamId), awayTeam: side(match.awayTeamId) };
}
