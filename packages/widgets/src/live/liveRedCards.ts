/**
 * Red cards (straight or second yellow) the live stream announced, per match, kept in the query cache under
 * `['pallone-live', 'redCards', matchId]` as event ids by team id, so a LiveScores row can show them without
 * reading the match's whole timeline. Withdrawn cards are taken away.
 */
import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { LiveTimelineMessage } from '@pallone/core';

export type RedCardsByTeam = Readonly<Record<number, readonly number[]>>;

const RED = new Set(['red', 'yellow-red']);

export const liveRedCardsKey = (matchId: number) => ['pallone-live', 'redCards', matchId] as const;

export function writeRedCard(queryClient: QueryClient, live: LiveTimelineMessage): void {
  const { event } = live;
  if (!RED.has(event.subtype) || !event.team) return;
  const teamId = event.team.id;
  queryClient.setQueryData<RedCardsByTeam>(liveRedCardsKey(live.matchId), (cards = {}) => {
    const others = (cards[teamId] ?? []).filter((id) => id !== event.id);
    return { ...cards, [teamId]: live.change === 'added' ? [...others, event.id] : others };
  });
}

const NONE: RedCardsByTeam = {};

/** The red cards the stream brought for a match, by team id (empty until one arrives). */
export function useLiveRedCards(matchId: number): RedCardsByTeam {
  const { data } = useQuery({
    queryKey: liveRedCardsKey(matchId),
    queryFn: () => NONE,
    initialData: NONE,
    staleTime: Infinity,
  });
  return data;
}
