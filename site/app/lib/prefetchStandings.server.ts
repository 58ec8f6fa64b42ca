import type { QueryClient } from '@tanstack/react-query';
import {
  ApiRequestError,
  standingsQuery,
  standingsSeasonQuery,
  type ApiClient,
  type StandingsSeason,
} from '@pallone/core';

export interface StandingsView {
  /** The season the page names; undefined lets the server pick (the newest with results), as the widget does. */
  seasonId?: number | undefined;
  groupId?: number | undefined;
  turnId?: number | undefined;
}

/**
 * Puts a season the page already has under the key the `<Standings competitionId seasonId? />` widget reads, and
 * prefetches the table of the group it opens on (one call).
 */
export async function prefetchStandingsOf(
  client: ApiClient,
  queryClient: QueryClient,
  season: StandingsSeason,
  view: StandingsView = {},
): Promise<void> {
  const { queryKey } = standingsSeasonQuery(client, {
    competitionId: season.competition.id,
    seasonId: view.seasonId,
  });
  queryClient.setQueryData(queryKey, season);
  const groups = season.groups.filter((group) => group.type === 'league' || group.type === 'group');
  const group = groups.find((candidate) => candidate.id === view.groupId) ?? groups[0];
  const shown = view.turnId ?? season.currentTurnId;
  const turnId = shown === season.currentTurnId ? undefined : (shown ?? undefined);
  if (group) await queryClient.prefetchQuery(standingsQuery(client, group.id, turnId));
}

/**
 * Fills the cache the `<Standings competitionId seasonId? />` widget reads in two calls: the season it opens on
 * (the server's choice, core's `standingsSeasonQuery`) and that group's table. Undefined when the competition has
 * no season.
 */
export async function prefetchStandings(
  client: ApiClient,
  queryClient: QueryClient,
  competitionId: number,
  view: StandingsView = {},
): Promise<StandingsSeason | undefined> {
  let season: StandingsSeason;
  try {
    season = await queryClient.fetchQuery(
      standingsSeasonQuery(client, { competitionId, seasonId: view.seasonId }),
    );
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return undefined;
    throw error;
  }
  await prefetchStandingsOf(client, queryClient, season, view);
  return season;
}
