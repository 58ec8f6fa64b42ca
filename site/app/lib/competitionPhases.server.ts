/**
 * The phases of a competition season for its pages (issue #15): each group's turns (a knockout group's turns are
 * its rounds: Round of 16, Quarter-finals … ; a play-off's or qualifying round's are its legs), the phase a URL
 * shows, and that phase's matches: one matchday of a league or group, one knockout round, or a whole knockout
 * phase for its bracket.
 */
import type { QueryClient } from '@tanstack/react-query';
import { matchesQuery, type ApiClient, type CompetitionSeason, type Group, type Match } from '@pallone/core';
import type { PhaseGroup } from '../components/competition/phases.ts';

export { hasStandings } from '../components/competition/phases.ts';

/** SPEC §2's main group (the server's rule): the league phase, else the first group. */
export const mainGroupOf = (groups: readonly Group[]): Group | undefined =>
  groups.find((group) => group.type === 'league') ?? groups[0];

export function loadGroup(client: ApiClient, id: number): Promise<PhaseGroup> {
  return client.request<PhaseGroup>({ path: `/groups/${id}` });
}

/** Every group with its turns (one call each; a competition season has at most a dozen or so). */
export function loadPhaseGroups(
  client: ApiClient,
  competitionSeason: CompetitionSeason,
): Promise<PhaseGroup[]> {
  return Promise.all(competitionSeason.groups.map((group) => loadGroup(client, group.id)));
}

/** All the matches of a group, or of one of its turns, in kick-off order (pages of 100). */
export async function loadPhaseMatches(
  client: ApiClient,
  queryClient: QueryClient,
  competitionSeason: CompetitionSeason,
  filter: { groupId: number; turnId?: number },
): Promise<Match[]> {
  const matches: Match[] = [];
  for (let page = 1; ; page++) {
    const filters = {
      competitionId: competitionSeason.competition.id,
      seasonId: competitionSeason.season.id,
      ...filter,
      order: 'asc' as const,
      page,
      pageSize: 100,
    };
    const result = await queryClient.fetchQuery(matchesQuery(client, filters));
    matches.push(...result.items);
    if (page * result.pageSize >= result.total || result.items.length === 0) return matches;
  }
}
