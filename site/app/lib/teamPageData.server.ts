import type {
  ApiClient,
  Match,
  TeamCompetitionSeason as CompetitionSeasonAnswer,
  TeamPlayer,
} from '@pallone/core';

/** `GET /teams/{id}/getPlayers`: one player of a squad (the contract's shape). */
export type SquadPlayer = TeamPlayer;

/** `GET /teams/{id}/getPlayers`: the squad and the season it belongs to (null: the data has no squad of the team). */
export type TeamSquad = Awaited<ReturnType<ApiClient['getTeamPlayers']>>;

/** `GET /teams/{id}/getCompetitionSeasons?withSeason=true`: one competition season the team played in, its season named. */
export type TeamCompetitionSeason = CompetitionSeasonAnswer & {
  season: NonNullable<CompetitionSeasonAnswer['season']>;
};

/** One season of the team and the competitions it played in it (the page's grouping of the answer above). */
export type TeamSeason = TeamCompetitionSeason['season'] & { competitions: TeamCompetitionSeason[] };

/** The team's seasons, latest first, each with the competitions it played that season. */
export async function loadTeamSeasons(client: ApiClient, teamId: number): Promise<TeamSeason[]> {
  const rows = await client.getTeamCompetitionSeasons(teamId, { withSeason: true });
  const seasons = new Map<number, TeamSeason>();
  for (const answer of rows) {
    if (!answer.season) continue; // asked withSeason: every row names its season
    const row: TeamCompetitionSeason = { ...answer, season: answer.season };
    const season = seasons.get(row.season.id);
    if (season) season.competitions.push(row);
    else seasons.set(row.season.id, { ...row.season, competitions: [row] });
  }
  return [...seasons.values()];
}

/** The squad of a season, or (no season) the latest squad the data has. */
export function loadSquad(client: ApiClient, teamId: number, seasonId?: number): Promise<TeamSquad> {
  return client.getTeamPlayers(teamId, { seasonId });
}

/** Next fixtures and last results of the overview; a failed read shows as an empty list. */
export function loadNextAndLast(
  client: ApiClient,
  teamId: number,
  limit: number,
): Promise<[Match[], Match[]]> {
  return Promise.all([
    client.getTeamNextMatches(teamId, { limit }).catch(() => []),
    client.getTeamLastMatches(teamId, { limit: 5 }).catch(() => []),
  ]);
}
