import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  homeLiveMatchesQuery,
  isLiveStatus,
  liveRefetchInterval,
  matchesQuery,
  type Match,
} from '@pallone/core';
import { usePallone } from '../provider/usePallone.ts';
import { useLiveStream } from '../live/useLiveStream.ts';

export interface LiveScoresFilter {
  competitionIds?: readonly number[] | undefined;
  onlyLive?: boolean | undefined;
}

/**
 * A Rome day's matches (`GET /matches?date=…&pageSize=100`), with the live ones of `/matches/getHomeLiveMatches`
 * merged in when the day is today. The day's live stream (today, or while a match of the day is live) patches
 * both as goals and minutes arrive; while the stream is down, both poll every 15 s (core's `LIVE_REFETCH_MS`)
 * while one of their matches is live, never while the tab is hidden.
 */
export function useLiveScores(day: string, isToday: boolean, filter: LiveScoresFilter) {
  const { client } = usePallone();
  // The day's stream is followed today, or on another day while one of its matches is live (a replay).
  const [follow, setFollow] = useState(isToday);
  const polling = useLiveStream(follow ? { date: day } : null) !== 'open';
  const dayQuery = useQuery({
    ...matchesQuery(client, { date: day, pageSize: 100 }),
    refetchInterval: (query) => polling && liveRefetchInterval(query.state.data?.items),
    refetchIntervalInBackground: false,
  });
  const liveQuery = useQuery({
    ...homeLiveMatchesQuery(client),
    enabled: isToday,
    refetchInterval: (query) => polling && liveRefetchInterval(query.state.data),
    refetchIntervalInBackground: false,
  });
  const dayMatches = dayQuery.data?.items;
  const liveMatches = isToday ? liveQuery.data : undefined;
  const { competitionIds, onlyLive } = filter;
  const competitionKey = competitionIds?.join(',');
  const matches = useMemo(() => {
    if (!dayMatches) return undefined;
    const byId = new Map<number, Match>(dayMatches.map((match) => [match.id, match]));
    for (const match of liveMatches ?? []) byId.set(match.id, match);
    const wanted = competitionKey ? new Set(competitionKey.split(',').map(Number)) : null;
    return [...byId.values()].filter(
      (match) => (!wanted || wanted.has(match.competition.id)) && (!onlyLive || isLiveStatus(match.status)),
    );
  }, [dayMatches, liveMatches, competitionKey, onlyLive]);
  const wanted = isToday || (dayMatches?.some((match) => isLiveStatus(match.status)) ?? false);
  if (wanted !== follow) setFollow(wanted);
  return { dayQuery, matches };
}
