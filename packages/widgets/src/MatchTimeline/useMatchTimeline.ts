import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  isLiveStatus,
  LIVE_REFETCH_MS,
  liveRefetchInterval,
  matchEventsQuery,
  matchQuery,
} from '@pallone/core';
import { usePallone } from '../provider/usePallone.ts';
import { useLiveStream } from '../live/useLiveStream.ts';

/**
 * The match (team names and sides) and its events, fetched side by side. Until the match is over it follows the
 * live stream, which adds and withdraws events as the feed says; while the stream is down, both refetch every 15 s
 * while the match is live (never while the tab is hidden). When the match is found over, the events are read once
 * more, so the last minutes' events are not lost, and polling stops.
 */
export function useMatchTimeline(matchId: number) {
  const { client } = usePallone();
  const [followed, setFollowed] = useState(false);
  const polling = useLiveStream(followed ? { matchIds: [matchId] } : null) !== 'open';
  const match = useQuery({
    ...matchQuery(client, matchId),
    refetchInterval: (query) => polling && liveRefetchInterval(query.state.data),
    refetchIntervalInBackground: false,
  });
  const live = match.data !== undefined && isLiveStatus(match.data.status);
  const follow = match.data !== undefined && !match.data.ended;
  if (follow !== followed) setFollowed(follow);
  const events = useQuery({
    ...matchEventsQuery(client, matchId),
    refetchInterval: live && polling ? LIVE_REFETCH_MS : false,
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
