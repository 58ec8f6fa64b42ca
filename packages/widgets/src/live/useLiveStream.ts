import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { liveStreamHubFor, type LiveStreamFilter, type LiveStreamState } from '@pallone/core';
import { usePallone } from '../provider/usePallone.ts';
import { writeLiveMessage } from './writeLiveMessage.ts';

/**
 * Follows the page's one live stream (issue #11) for `filter` while mounted, writing each message into the query
 * cache, and tells whether it is open: while it is not (connecting, down, hidden tab, off), callers poll. A null
 * or empty filter subscribes to nothing. `trackState: false` spares a caller that does not poll the re-renders.
 */
export function useLiveStream(
  filter: LiveStreamFilter | null,
  { trackState = true }: { trackState?: boolean } = {},
): LiveStreamState {
  const { live } = usePallone();
  const queryClient = useQueryClient();
  const [state, setState] = useState<LiveStreamState>('down');
  const key = filter ? JSON.stringify(filter) : '';
  const baseUrl = live?.baseUrl;
  const user = live?.basicAuth?.user;
  const password = live?.basicAuth?.password;
  useEffect(() => {
    const wanted = key ? (JSON.parse(key) as LiveStreamFilter) : null;
    const empty = !wanted || (!wanted.date && !wanted.matchIds?.length && !wanted.competitionIds?.length);
    if (baseUrl === undefined || empty) return;
    const hub = liveStreamHubFor({
      baseUrl,
      basicAuth: user !== undefined && password !== undefined ? { user, password } : undefined,
      visibility: typeof document === 'undefined' ? undefined : document,
    });
    const unsubscribe = hub.subscribe({
      filter: wanted,
      onMessage: (message) => writeLiveMessage(queryClient, message),
      ...(trackState ? { onState: setState } : {}),
    });
    return () => {
      unsubscribe();
      if (trackState) setState('down');
    };
  }, [key, baseUrl, user, password, queryClient, trackState]);
  return state;
}
