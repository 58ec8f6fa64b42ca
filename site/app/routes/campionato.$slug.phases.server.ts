/**
 * The phases of a competition season for its pages (issue #15; each group's turns come with the season, from
 * `getStandingsSeason`: a knockout group's turns are its rounds, a play-off's or qualifying round's its legs): the
 * phase a URL shows, and that phase's matches: one matchday of a league or group, one knockout round, or a whole knockout
 * phase for its bracket.
 */
import type { QueryClient } from '@tanstack/react-query';
import { matchesQuery, type ApiClient, type CompetitionSeason, type Group, type Match } from '@pallone/core';
import { hasStandings, type PhaseGroup } from '../components/competition/phases.ts';

export { hasStandings };

/** SPEC §2's main group (the server's rule): the league phase, else the first group. */
export const mainGroupOf = (groups: readonly Group[]): Group | undefined =>
  groups.find((group) => group.type === 'league') ?? groups[0];

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

/**
 * The phase a season's calendario opens on: the main group (its current matchday), unless the season's latest
 * result (`latestPlayedGroupId`, from the same answer as the phases) is in a knockout phase or a play-off after it;
 * then that phase, whole (its bracket). A World Cup that is over opens on its knockout bracket, not on Group A's
 * last matchday.
 */
export function openingPhase(
  groups: readonly PhaseGroup[],
  latestPlayedGroupId: number | null,
): PhaseGroup | undefined {
  const main = groups.find((group) => group.id === mainGroupOf(groups)?.id);
  const latestGroup = groups.find((group) => group.id === latestPlayedGroupId);
  return latestGroup && !hasStandings(latestGroup) && latestGroup.type !== 'qualifying' ? latestGroup : main;
}
