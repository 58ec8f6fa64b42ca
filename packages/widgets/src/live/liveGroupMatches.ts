/**
 * The matches of a group being played, as the live stream last described them, kept in the query cache under
 * `['pallone-live', 'groupMatches', groupId]` for the Standings widget's provisional table. A match leaves when
 * it is no longer in play; when one ends, the group's stored tables are refetched (they now count it).
 */
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { isLiveStatus, type LiveMatchMessage, type LiveResult, type Match } from '@pallone/core';

export type LiveGroupMatches = Readonly<Record<number, LiveResult>>;

export const liveGroupMatchesKey = (groupId: number) => ['pallone-live', 'groupMatches', groupId] as const;

/** The teams of a match: from the message, else from the match wherever the cache holds it. */
function teamsOf(queryClient: QueryClient, live: LiveMatchMessage): [number, number] | null {
  if (live.homeTeamId && live.awayTeamId) return [live.homeTeamId, live.awayTeamId];
  for (const query of queryClient.getQueryCache().findAll({ queryKey: ['pallone'] })) {
    const data = query.state.data as Match | { items?: Match[] } | Match[] | undefined;
    const list: Match[] = Array.isArray(data) ? data : data && 'items' in data ? (data.items ?? []) : [];
    const match = list.find((item) => item.id === live.id) ?? (data && 'id' in data ? data : undefined);
    if (match?.id === live.id && match.homeTeam && match.awayTeam)
      return [match.homeTeam.id, match.awayTeam.id];
  }
  return null;
}

export function writeGroupMatch(queryClient: QueryClient, live: LiveMatchMessage): void {
  const key = liveGroupMatchesKey(live.groupId);
  const held = queryClient.getQueryData<LiveGroupMatches>(key) ?? {};
  const teams = teamsOf(queryClient, live);
  const playing =
    isLiveStatus(live.status) && !live.ended && live.homeScore !== null && live.awayScore !== null;
  if (playing && teams) {
    const result = {
      homeTeamId: teams[0],
      awayTeamId: teams[1],
      homeGoals: live.homeScore!,
      awayGoals: live.awayScore!,
    };
    queryClient.setQueryData<LiveGroupMatches>(key, { ...held, [live.id]: result });
    return;
  }
  if (!(live.id in held)) return;
  const rest = { ...held };
  delete rest[live.id];
  queryClient.setQueryData<LiveGroupMatches>(key, rest);
  if (live.ended) {
    void queryClient.invalidateQueries({
      predicate: (query) => query.queryKey[2] === 'standings' && query.queryKey[3] === live.groupId,
    });
  }
}

const NONE: LiveGroupMatches = {};

/** The group's matches being played, by match id (empty when none, or for no group). */
export function useLiveGroupMatches(groupId: number | undefined): LiveGroupMatches {
  const { data } = useQuery({
    queryKey: liveGroupMatchesKey(groupId ?? 0),
    queryFn: () => NONE,
    initialData: NONE,
    staleTime: Infinity,
    enabled: groupId !== undefined,
  });
  return data;
}
