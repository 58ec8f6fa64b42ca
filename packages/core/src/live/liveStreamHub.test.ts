import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLiveStreamHub } from './liveStreamHub.ts';
import type { LiveStreamMessage } from './liveStreamMessages.ts';
import { fakeStreamServer, settle } from './testing/fakeStreamServer.ts';

/** The World Cup 2022 final (id 64, competition 184, 18/12/2022) and Genoa–Salernitana (Serie A, 27/10/2023). */
const final = {
  id: 64,
  competitionId: 184,
  date: '2022-12-18T15:00:00.000Z',
  homeScore: 1,
  status: 'inPlay1H',
};
const genoa = {
  id: 1221,
  competitionId: 68,
  date: '2023-10-27T18:45:00.000Z',
  homeScore: 0,
  status: 'inPlay1H',
};
const goal = {
  matchId: 64,
  change: 'added',
  event: { id: 167, subtype: 'goal', playerName: 'Lionel Messi' },
};

function collect() {
  const received: LiveStreamMessage[] = [];
  return { received, onMessage: (message: LiveStreamMessage) => received.push(message) };
}

describe('createLiveStreamHub', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('opens one connection for all its subscribers; one the query cannot hold is told to poll', async () => {
    const server = fakeStreamServer();
    const hub = createLiveStreamHub({ baseUrl: '', fetch: server.fetch, debounceMs: 10 });
    const states: string[] = [];
    const off = [
      hub.subscribe({ filter: { matchIds: [64] }, ...collect() }),
      hub.subscribe({ filter: { date: '2023-10-27' }, ...collect() }),
      hub.subscribe({
        filter: { matchIds: [64, 9], competitionIds: [68] },
        ...collect(),
        onState: (state) => states.push(state),
      }),
    ];
    await vi.advanceTimersByTimeAsync(30);
    await settle();
    expect(server.calls.map((call) => call.url)).toEqual([
      '/api/v1/live/stream?matchIds=9,64&date=2023-10-27',
    ]);
    expect(hub.state).toBe('open');
    expect(states.at(-1)).toBe('down');
    off.forEach((unsubscribe) => unsubscribe());
  });

  it('gives each subscriber the messages its filter matches; an event follows its match', async () => {
    const server = fakeStreamServer();
    const hub = createLiveStreamHub({ baseUrl: '', fetch: server.fetch, debounceMs: 10 });
    const byMatch = collect();
    const byDay = collect();
    const byCompetition = collect();
    const off = [
      hub.subscribe({ filter: { matchIds: [64] }, ...byMatch }),
      hub.subscribe({ filter: { date: '2022-12-18' }, ...byDay }),
      hub.subscribe({ filter: { competitionIds: [68] }, ...byCompetition }),
    ];
    await vi.advanceTimersByTimeAsync(30);
    await settle();
    server.send('match', '1', final);
    server.send('match', '2', genoa);
    server.send('event', '3', goal);
    await vi.advanceTimersByTimeAsync(10);
    await settle();
    const ids = (list: LiveStreamMessage[]) => list.map((message) => message.id);
    expect(ids(byMatch.received)).toEqual(['1', '3']);
    expect(ids(byDay.received)).toEqual(['1', '3']);
    expect(ids(byCompetition.received)).toEqual(['2']);
    const first = byMatch.received[0];
    expect(first?.type === 'match' && first.data.homeScore).toBe(1);
    off.forEach((unsubscribe) => unsubscribe());
  });

  it('reopens once, debounced, when the union changes, resuming from the last id', async () => {
    const server = fakeStreamServer();
    const hub = createLiveStreamHub({ baseUrl: '', fetch: server.fetch, debounceMs: 10 });
    const first = hub.subscribe({ filter: { matchIds: [64] }, ...collect() });
    await vi.advanceTimersByTimeAsync(30);
    await settle();
    server.send('match', '41', final);
    await vi.advanceTimersByTimeAsync(10);
    await settle();
    const second = hub.subscribe({ filter: { matchIds: [9] }, ...collect() });
    const third = hub.subscribe({ filter: { matchIds: [64] }, ...collect() });
    await vi.advanceTimersByTimeAsync(30);
    await settle();
    expect(server.calls.map((call) => call.url)).toEqual([
      '/api/v1/live/stream?matchIds=64',
      '/api/v1/live/stream?matchIds=9,64',
    ]);
    expect(server.calls[1]!.headers['Last-Event-ID']).toBe('41');
    third();
    await vi.advanceTimersByTimeAsync(30);
    await settle();
    expect(server.calls.map((call) => call.url)).toHaveLength(2);
    first();
    second();
    await vi.advanceTimersByTimeAsync(30);
    await settle();
    expect(hub.state).toBe('down');
  });
});
