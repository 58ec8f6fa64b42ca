import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  followDayFrom,
  homeLiveMatchesQuery,
  isLiveStatus,
  liveRefetchInterval,
  matchesQuery,
  type Match,
} from '@pallone/core';
import { usePallone } from '../provider/usePallone.ts';
import { useLiveStream } from '../live/useLiveStream.ts';
import { useTimeReached } from '../live/useTimeReached.ts';

export interface LiveScoresFilter {
  competitionIds?: readonly number[] | undefined;
  onlyLive?: boolean | undefined;
}

/**
 * A Rome day's matches (`GET /matches?date=…&pageSize=100`), with the live ones of `/matches/getHomeLiveMatches`
 * merged in when the day is today. The day's live stream patches both as goals and minutes arrive: today from half
 * an hour before its first kick-off still to come (core's `followDayFrom`), on another day while one of its
 * matches is live (a replay); a day with nothing to follow opens no stream and loads no stream code. While the
 * stream is down, both poll every 15 s (core's `LIVE_REFETCH_MS`) while one of their matches is live, never while
 * the tab is hidden.
 */
export function useLiveScores(day: string, isToday: boolean, filter: LiveScoresFilter) {
  const { client } = usePallone();
  // When to follow the day's stream, from its list (below); null, never, until the list has come.
  const [followFrom, setFollowFrom] = useState<string | null | undefined>(null);
  const follow = useTimeReached(followFrom);
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
  let followAt: string | null | undefined = null;
  if (dayMatches && isToday) followAt = followDayFrom([...dayMatches, ...(liveMatches ?? [])]);
  else if (dayMatches?.some((match) => isLiveStatus(match.status))) followAt = undefined;
  if (followAt !== followFrom) setFollowFrom(followAt);
  return { dayQuery, matches };
}
