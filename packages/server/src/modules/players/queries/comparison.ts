/**
 * The player's team(s) against another team: `GET /players/{id}/getTeamComparison`. "His team" is the team of
 * a squad he is listed in, during that squad's season (every competition of the season: a 2023-24 club squad
 * covers the league and the European cups). Goals include extra time; a shoot-out counts as a draw.
 */
import { and, asc, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { competitionSeasons, matches } from '../../../db/schema.ts';
import type { Language } from '../../../plugins/language.ts';
import type { PlayerTeamComparison, TeamRef } from '@pallone/contract';
import { endedWithResult, sideResult, teamResultColumns } from '../../matches/queries/columns.ts';
import type { PlayerSquad } from './statsRefs.ts';
import { loadCompetitionSeasonRefs } from '../../competitionSeasons/queries/refs.ts';
import { tally } from '../../teams/queries/results.ts';
import { loadTeamRefs } from '../../teams/queries/row.ts';

/** One ended match of one of the player's teams, from that team's side. */
export interface SquadSeasonResult {
  matchId: number;
  slug: string;
  kickoffAt: Date;
  competitionSeasonId: number;
  referee: string | null;
  teamId: number;
  opponentId: number | null;
  home: boolean;
  goalsFor: number;
  goalsAgainst: number;
}

/** The ended matches of the player's teams in their squad seasons (`extra` narrows them), oldest first. */
export async function listSquadSeasonResults(
  db: Db,
  squads: readonly PlayerSquad[],
  extra?: SQL,
  excludeTeamId?: number,
): Promise<SquadSeasonResult[]> {
  if (squads.length === 0) return [];
  const teamsBySeason = new Map<number, Set<number>>();
  for (const squad of squads) {
    teamsBySeason.set(squad.seasonId, (teamsBySeason.get(squad.seasonId) ?? new Set()).add(squad.teamId));
  }
  const inSquadSeason = or(
    ...[...teamsBySeason].map(([seasonId, teamIds]) =>
      and(
        eq(competitionSeasons.seasonId, seasonId),
        or(inArray(matches.homeTeamId, [...teamIds]), inArray(matches.awayTeamId, [...teamIds])),
      ),
    ),
  );
  const rows = await db
    .select({
      ...teamResultColumns,
      seasonId: competitionSeasons.seasonId,
      referee: matches.referee,
    })
    .from(matches)
    .innerJoin(competitionSeasons, eq(competitionSeasons.id, matches.competitionSeasonId))
    .where(and(inSquadSeason, endedWithResult, extra))
    .orderBy(asc(matches.kickoffAt), asc(matches.id));
  return rows.flatMap((row): SquadSeasonResult[] => {
    const mine = teamsBySeason.get(row.seasonId) ?? new Set<number>();
    const ours = (id: number | null) => id !== null && id !== excludeTeamId && mine.has(id);
    const home = ours(row.homeTeamId);
    if (!home && !ours(row.awayTeamId)) return [];
    return [
      {
        matchId: row.id,
        slug: row.slug,
        kickoffAt: row.kickoffAt,
        competitionSeasonId: row.competitionSeasonId,
        referee: row.referee,
        teamId: (home ? row.homeTeamId : row.awayTeamId)!,
        opponentId: home ? row.awayTeamId : row.homeTeamId,
        home,
        ...sideResult(row, home),
      },
    ];
  });
}

export async function comparePlayerWithTeam(
  db: Db,
  playerId: number,
  squads: readonly PlayerSquad[],
  opponent: TeamRef,
  language: Language,
): Promise<PlayerTeamComparison> {
  const results = await listSquadSeasonResults(
    db,
    squads,
    or(eq(matches.homeTeamId, opponent.id), eq(matches.awayTeamId, opponent.id)),
    opponent.id,
  );
  const [refs, teams] = await Promise.all([
    loadCompetitionSeasonRefs(
      db,
      results.map((result) => result.competitionSeasonId),
      language,
    ),
    loadTeamRefs(
      db,
      results.map((result) => result.teamId),
      language,
    ),
  ]);
  const { played, won, drawn, lost, goalsFor, goalsAgainst } = tally(results);
  return {
    playerId,
    opponent,
    played,
    won,
    drawn,
    lost,
    goalsFor,
    goalsAgainst,
    matches: results.flatMap((result) => {
      const competitionSeason = refs.get(result.competitionSeasonId);
      const team = teams.get(result.teamId);
      if (!competitionSeason || !team) return [];
      return [
        {
          matchId: result.matchId,
          pallonecomSlug: result.slug,
          kickoffAt: result.kickoffAt.toISOString(),
          competitionSeason,
          team: { id: team.id, name: team.name, pallonecomSlug: team.pallonecomSlug },
          home: result.home,
          goalsFor: result.goalsFor,
          goalsAgainst: result.goalsAgainst,
          result:
            result.goalsFor > result.goalsAgainst
              ? ('W' as const)
              : result.goalsFor < result.goalsAgainst
                ? ('L' as const)
                : ('D' as const),
        },
      ];
    }),
  };
}
