import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { LiveMatchMessage, LiveStreamMessage, Match } from '@pallone/core';
import { writeLiveMessage } from './LazyWriteLiveMessage.ts';

/** The World Cup 2022 final (id 64), as the page holds it and as the live stream sends it while it is played. */
const key = ['pallone', 'it', 'matches', 64];
const final = { id: 64, homeScore: 0, awayScore: 0, status: 'inPlay1H' } as Match;
const scored = (homeScore: number, id: string): LiveStreamMessage => ({
  type: 'match',
  id,
  data: {
    id: 64,
    status: 'inPlay1H',
    homeScore,
    awayScore: 0,
    halfTime: null,
    extraTime: null,
    penalties: null,
    minute: '23',
    ended: false,
    isReplay: false,
    periodStartedAt: null,
    clockRate: 1,
    competitionId: 184,
    competitionSeasonId: 1,
    groupId: 1,
    date: '2022-12-18T15:00:00.000Z',
  } satisfies LiveMatchMessage,
});

describe('the live message writer the browser build loads with the stream client', () => {
  it('writes the messages that came before its code, in their order, then the next ones at once', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(key, final);
    writeLiveMessage(queryClient, scored(1, '1'));
    writeLiveMessage(queryClient, scored(2, '2'));
    expect(queryClient.getQueryData<Match>(key)?.homeScore).toBe(0);
    await import('./liveStreamHubCode.ts');
    await expect.poll(() => queryClient.getQueryData<Match>(key)?.homeScore).toBe(2);
    writeLiveMessage(queryClient, scored(3, '3'));
    expect(queryClient.getQueryData<Match>(key)?.homeScore).toBe(3);
  });
});
