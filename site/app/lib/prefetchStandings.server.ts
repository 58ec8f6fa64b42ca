import type { QueryClient } from '@tanstack/react-query';
import {
  competitionSeasonIdQuery,
  competitionSeasonQuery,
  queryKeys,
  seasonsQuery,
  standingsQuery,
  type ApiClient,
  type CompetitionSeason,
} from '@pallone/core';

async function competitionSeasonOf(
  client: ApiClient,
  queryClient: QueryClient,
  id: number,
  seasonId: number,
) {
  const competitionSeasonId = await queryClient.fetchQuery(competitionSeasonIdQuery(client, id, seasonId));
  return queryClient.fetchQuery(competitionSeasonQuery(client, competitionSeasonId));
}

/** The Standings widget's season choice (the asked season, else the newest with results), done on the server. */
export async function resolveCompetitionSeason(
  client: ApiClient,
  queryClient: QueryClient,
  competitionId: number,
  seasonId?: number,
): Promise<CompetitionSeason | undefined> {
  if (seasonId !== undefined) return competitionSeasonOf(client, queryClient, competitionId, seasonId);
  const seasons = [...(await queryClient.fetchQuery(seasonsQuery(client, competitionId)))].sort((a, b) =>
    b.start.localeCompare(a.start),
  );
  let newest: CompetitionSeason | undefined;
  for (const season of seasons) {
    const competitionSeason = await competitionSeasonOf(client, queryClient, competitionId, season.id);
    newest ??= competitionSeason;
    if (competitionSeason.currentTurnId !== null) return competitionSeason;
  }
  return newest;
}

/**
 * Fills the cache the `<Standings competitionId seasonId? />` widget reads: its season key and the current table
 * of the group it opens on. Returns the competition season (or undefined when the competition has none).
 */
export async function prefetchStandings(
  client: ApiClient,
  queryClient: QueryClient,
  competitionId: number,
  options: { seasonId?: number; groupId?: number; turnId?: number } = {},
): Promise<CompetitionSeason | undefined> {
  const competitionSeason = await resolveCompetitionSeason(
    client,
    queryClient,
    competitionId,
    options.seasonId,
  );
  if (!competitionSeason) return undefined;
  queryClient.setQueryData(
    [
      ...queryKeys.all(client.language),
      'standingsSeason',
      { competitionId, competitionSlug: undefined, seasonId: options.seasonId },
    ],
    competitionSeason,
  );
  const groups = competitionSeason.groups.filter(
    (group) => group.type === 'league' || group.type === 'group',
  );
  const group = groups.find((candidate) => candidate.id === options.groupId) ?? groups[0];
  const shown = options.turnId ?? competitionSeason.currentTurnId;
  const turnId = shown === competitionSeason.currentTurnId ? undefined : (shown ?? undefined);
  if (group) await queryClient.prefetchQuery(standingsQuery(client, group.id, turnId));
  return competitionSeason;
}
