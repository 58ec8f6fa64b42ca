import { describe, expect, it } from 'vitest';
import { openLiveStream, type LiveStreamState } from './liveStreamConnection.ts';
import type { LiveStreamMessage } from './liveStreamMessages.ts';
import { mergeLiveFilters } from './liveStreamFilters.ts';
import type { TimersLike, VisibilitySourceLike } from './streamTypes.ts';
import { fakeStreamServer, settle } from './testing/fakeStreamServer.ts';

/** Timers run by hand: `due()` lists the pending waits, `fire()` runs the earliest. */
function manualTimers() {
  let next = 0;
  const pending = new Map<number, { callback: () => void; ms: number }>();
  const timers: TimersLike = {
    setTimeout: (callback, ms) => {
      pending.set(++next, { callback, ms });
      return next;
    },
    clearTimeout: (handle) => pending.delete(handle as number),
  };
  return {
    timers,
    due: () => [...pending.values()].map((timer) => timer.ms),
    fire(ms: number) {
      const entry = [...pending.entries()].find(([, timer]) => timer.ms === ms);
      if (!entry) throw new Error(`no timer of ${ms} ms`);
      pending.delete(entry[0]);
      entry[1].callback();
    },
  };
}

const matchData = { id: 64, status: 'inPlay1H', homeScore: 1, awayScore: 0, competitionId: 184 };

function open(
  server: ReturnType<typeof fakeStreamServer>,
  extra: Partial<Parameters<typeof openLiveStream>[0]> = {},
) {
  const clock = manualTimers();
  const states: LiveStreamState[] = [];
  const messages: LiveStreamMessage[] = [];
  const connection = openLiveStream({
    baseUrl: 'https://api.example',
    basicAuth: { user: 'pallone', password: 'pallone' },
    filter: mergeLiveFilters([{ matchIds: [64] }]),
    fetch: server.fetch,
    timers: clock.timers,
    random: () => 0.5,
    onMessage: (message) => messages.push(message),
    onState: (state) => states.push(state),
    ...extra,
  });
  return { clock, states, messages, connection };
}

describe('openLiveStream', () => {
  it('asks for the stream with the basic-auth header and hands over typed messages', async () => {
    const server = fakeStreamServer();
    const { states, messages, connection } = open(server);
    await settle();
    expect(server.calls[0]).toEqual({
      url: 'https://api.example/api/v1/live/stream?matchIds=64',
      headers: { Accept: 'text/event-stream', Authorization: 'Basic cGFsbG9uZTpwYWxsb25l' },
    });
    server.write(`id: 12\nevent: match\ndata: ${JSON.stringify(matchData)}\n\n: heartbeat\n\n`);
    await settle();
    expect(states).toEqual(['open']);
    expect(messages).toEqual([{ type: 'match', id: '12', data: matchData }]);
    expect(connection.lastEventId).toBe('12');
    connection.close();
  });

  it('after a drop, waits a jittered backoff, then resumes with Last-Event-ID', async () => {
    const server = fakeStreamServer();
    const { clock, states, connection } = open(server);
    await settle();
    server.write(`id: 12\nevent: match\ndata: ${JSON.stringify(matchData)}\n\n`);
    server.streams[0]!.end();
    await settle();
    expect(states).toEqual(['open', 'down']);
    expect(clock.due()).toEqual([500]);
    clock.fire(500);
    await settle();
    expect(server.calls[1]!.headers['Last-Event-ID']).toBe('12');
    expect(states).toEqual(['open', 'down', 'connecting', 'open']);
    connection.close();
  });

  it('waits longer after each failed attempt, and at least what Retry-After asks', async () => {
    const server = fakeStreamServer(503, '7');
    const { clock, connection } = open(server, { random: () => 0.999 });
    await settle();
    expect(clock.due()).toEqual([7000]);
    clock.fire(7000);
    await settle();
    clock.fire(7000);
    await settle();
    clock.fire(7000);
    await settle();
    expect(clock.due()).toEqual([7992]);
    connection.close();
    expect(clock.due()).toEqual([]);
  });

  it('stays down on an answer retrying cannot fix (401)', async () => {
    const server = fakeStreamServer(401);
    const { clock, states } = open(server);
    await settle();
    expect(states).toEqual(['down']);
    expect(clock.due()).toEqual([]);
  });

  it('closes while the page is hidden and reconnects at once when it shows again', async () => {
    const server = fakeStreamServer();
    const listeners: (() => void)[] = [];
    const page = {
      hidden: false,
      addEventListener: (_: string, listener: () => void) => listeners.push(listener),
      removeEventListener: () => {},
    };
    const { states, connection } = open(server, { visibility: page as VisibilitySourceLike });
    await settle();
    page.hidden = true;
    listeners.forEach((listener) => listener());
    await settle();
    expect(states).toEqual(['open', 'down']);
    expect(server.calls).toHaveLength(1);
    page.hidden = false;
    listeners.forEach((listener) => listener());
    await settle();
    expect(server.calls).toHaveLength(2);
    expect(states.at(-1)).toBe('open');
    connection.close();
  });

  it('drops a connection silent past the idle timeout and opens a new one', async () => {
    const server = fakeStreamServer();
    const { clock, states, connection } = open(server, { idleTimeoutMs: 37_500 });
    await settle();
    clock.fire(37_500);
    await settle();
    expect(states).toEqual(['open', 'down']);
    clock.fire(500);
    await settle();
    expect(server.calls).toHaveLength(2);
    connection.close();
  });
});
