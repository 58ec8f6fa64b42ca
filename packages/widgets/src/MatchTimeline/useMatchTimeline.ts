import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  isLiveStatus,
  LIVE_REFETCH_MS,
  liveRefetchInterval,
  matchEventsQuery,
  matchQuery,
} from '@pallone/core';
import { usePallone } from '../provider/usePallone.ts';

/**
 * The match (team names and sides) and its events, fetched side by side; both refetch every 15 s while the match
 * is live (never while the tab is hidden). When a refetch finds the match over, the events are read once more,
 * so the last minutes' events are not lost, and polling stops.
 */
export function useMatchTimeline(matchId: number) {
  const { client } = usePallone();
  const match = useQuery({
    ...matchQuery(client, matchId),
    refetchInterval: (query) => liveRefetchInterval(query.state.data),
    refetchIntervalInBackground: false,
  });
  const live = match.data !== undefined && isLiveStatus(match.data.status);
  const events = useQuery({
    ...matchEventsQuery(client, matchId),
    refetchInterval: live ? LIVE_REFETCH_MS : false,
    refetchIntervalInBackground: false,
  });
  const { refetch: refetchEvents } = events;
  const wasLive = useRef(live);
  useEffect(() => {
    if (wasLive.current && !live) void refetchEvents();
    wasLive.current = live;
  }, [live, refetchEvents]);
  return { match, events };
}
