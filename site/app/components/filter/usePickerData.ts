import { useQuery } from '@tanstack/react-query';
import { competitionsQuery, sortCountriesForFilter, type Competition, type Country } from '@pallone/core';
import { usePallone } from '@pallone/widgets';
import { useFilterList } from './useFilterList.ts';

/** The pickers' data hooks: loaded with the pickers, the first time the menu opens (FeaturedLists' hook is in useFilterData). */

export interface FilterPlayer {
  id: number;
  name: string;
  pallonecomSlug: string;
}

/** The distinct countries of the competitions, by name. */
export function countriesOf(competitions: readonly Competition[]): Country[] {
  const byName = new Map<string, Country>();
  for (const competition of competitions) {
    if (competition.country && !byName.has(competition.country.name)) {
      byName.set(competition.country.name, competition.country);
    }
  }
  return [...byName.values()];
}

/** All competitions (for the country and competition pickers), loaded once the menu is open. */
export function useFilterCompetitions(enabled: boolean) {
  const { client } = usePallone();
  const query = useQuery({ ...competitionsQuery(client), enabled });
  const competitions = query.data ?? [];
  return { competitions, countries: sortCountriesForFilter(countriesOf(competitions)) };
}

/** A team's players, for the player picker. A failure is logged only. */
export function useTeamPlayers(teamId: number | null) {
  const query = useFilterList({ list: 'players', of: 'team' }, teamId, (client, id, signal) =>
    client.getTeamPlayers(id, { signal }).then((answer): FilterPlayer[] => answer.players),
  );
  return { players: query.data ?? [] };
}
