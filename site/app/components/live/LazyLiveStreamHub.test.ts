import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeLiveStreamHubs, type LiveStreamMessage, type LiveStreamState } from '@pallone/core';
import { fakeStreamServer, settle } from '../../../../packages/core/src/live/testing/fakeStreamServer.ts';
import { liveStreamHubFor } from './LazyLiveStreamHub.ts';

/** The World Cup 2022 final (id 64), as the live stream sends it while it is played. */
const final = {
  id: 64,
  competitionId: 184,
  date: '2022-12-18T15:00:00.000Z',
  homeScore: 1,
  status: 'inPlay1H',
};

/** Lets the stand-in's dynamic import, the hub's debounce and the reading loop run. */
async function loadAndConnect(): Promise<void> {
  await import('./liveStreamHubCode.ts');
  await settle();
  await vi.advanceTimersByTimeAsync(30);
  await settle();
}

describe('the live stream hub the browser build loads on first subscription', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    closeLiveStreamHubs();
    vi.useRealTimers();
  });

  it('is down until its code has loaded, then hands the subscriber what the stream sends', async () => {
    const server = fakeStreamServer();
    const hub = liveStreamHubFor({ baseUrl: '', fetch: server.fetch, debounceMs: 10 });
    const received: LiveStreamMessage[] = [];
    const states: LiveStreamState[] = [];
    const unsubscribe = hub.subscribe({
      filter: { matchIds: [64] },
      onMessage: (message) => received.push(message),
      onState: (state) => states.push(state),
    });
    expect(hub.state).toBe('down');
    await loadAndConnect();
    expect(server.calls.map((call) => call.url)).toEqual(['/api/v1/live/stream?matchIds=64']);
    expect(hub.state).toBe('open');
    expect(states.at(-1)).toBe('open');
    server.send('match', '1', final);
    await settle();
    expect(received).toHaveLength(1);
    unsubscribe();
  });

  it('never connects for a subscriber gone before the code arrived', async () => {
    const server = fakeStreamServer();
    const hub = liveStreamHubFor({ baseUrl: '', fetch: server.fetch, debounceMs: 10 });
    const unsubscribe = hub.subscribe({ filter: { matchIds: [64] }, onMessage: () => undefined });
    unsubscribe();
    await loadAndConnect();
    expect(server.calls).toEqual([]);
  });
});
