/**
 * Writes a live stream message into the TanStack Query cache, in every language's copy: a `match` message patches
 * that match wherever it is held (the match query, by id or slug, the day lists, the home live list); an `event`
 * message adds or withdraws the event in the match's timeline (and keeps count of red cards). Widgets reading
 * those queries re-render.
 */
import type { Query, QueryClient } from '@tanstack/react-query';
import {
  applyLiveMatch,
  applyLiveTimeline,
  type LiveMatchMessage,
  type LiveStreamMessage,
  type LiveTimelineMessage,
  type Match,
  type MatchEvent,
  type Paginated,
} from '@pallone/core';
import { writeRedCard } from './liveRedCards.ts';
import { writeGroupMatch } from './liveGroupMatches.ts';

const isMatch = (value: unknown, id: number): value is Match =>
  typeof value === 'object' && value !== null && (value as { id?: unknown }).id === id;

function patchMatches(queryClient: QueryClient, live: LiveMatchMessage): void {
  const patch = (match: Match) => (match.id === live.id ? applyLiveMatch(match, live) : match);
  for (const query of matchQueries(queryClient)) {
    const [, , , kind] = query.queryKey;
    const data = query.state.data;
    if (data === undefined || query.queryKey.length > 5) continue;
    if (kind === 'list' && isPage(data)) {
      if (!data.items.some((match) => match.id === live.id)) continue;
      queryClient.setQueryData<Paginated<Match>>(query.queryKey, { ...data, items: data.items.map(patch) });
    } else if (kind === 'homeLive' && Array.isArray(data)) {
      if (!data.some((match: Match) => match.id === live.id)) continue;
      queryClient.setQueryData<Match[]>(query.queryKey, (data as Match[]).map(patch));
    } else if (isMatch(data, live.id)) {
      queryClient.setQueryData<Match>(query.queryKey, applyLiveMatch(data, live));
    }
  }
}

function isPage(value: unknown): value is Paginated<Match> {
  return typeof value === 'object' && value !== null && Array.isArray((value as { items?: unknown }).items);
}

function patchTimeline(queryClient: QueryClient, live: LiveTimelineMessage): void {
  for (const query of matchQueries(queryClient)) {
    const [, , , id, part] = query.queryKey;
    if (id !== live.matchId || part !== 'events' || !Array.isArray(query.state.data)) continue;
    queryClient.setQueryData<MatchEvent[]>(query.queryKey, applyLiveTimeline(query.state.data, live));
  }
}

/** The cached queries under `['pallone', <language>, 'matches', …]`. */
function matchQueries(queryClient: QueryClient): Query[] {
  return queryClient
    .getQueryCache()
    .findAll({ queryKey: ['pallone'] })
    .filter((query) => query.queryKey[2] === 'matches');
}

export function writeLiveMessage(queryClient: QueryClient, message: LiveStreamMessage): void {
  if (message.type === 'match') {
    patchMatches(queryClient, message.data);
    writeGroupMatch(queryClient, message.data);
  } else if (message.type === 'event') {
    patchTimeline(queryClient, message.data);
    writeRedCard(queryClient, message.data);
  }
}
