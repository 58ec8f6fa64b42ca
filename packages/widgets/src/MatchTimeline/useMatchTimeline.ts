import { useQuery } from '@tanstack/react-query';
import { matchEventsQuery, matchQuery } from '@pallone/core';
import { usePallone } from '../provider/usePallone.ts';

/** The match (team names and sides) and its events, fetched side by side. */
export function useMatchTimeline(matchId: number) {
  const { client } = usePallone();
  const match = useQuery(matchQuery(client, matchId));
  const events = useQuery(matchEventsQuery(client, matchId));
  return { match, events };
}
