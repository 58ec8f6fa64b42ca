/**
 * The live stream over real HTTP on the real data (FC Barcelona – Athletic Club, Liga 2026-27, a fixture the
 * feed drives): snapshot on connect, a goal and its withdrawal pushed as they are posted to the feed, resume by
 * Last-Event-ID, and the bounds (credentials, filters, connection cap, a client that does not read).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveMatchMessage, LiveTimelineMessage } from '@pallone/core';
import type { TestDatabase } from '../../db/testDatabase.ts';
import { createSeededTestDatabase } from '../../testing/seededDatabase.ts';
import { BASIC_AUTH_HEADER } from '../../testing/testApp.ts';
import { feedEvents } from './testing/feedEvents.ts';
import { startLiveTestServer, type LiveTestServer } from './testing/liveTestServer.ts';

const SLUG = 'fc-barcelona-athletic-club-2026-08-16';
const KICKOFF = Date.parse('2026-08-16T15:00:00Z');
const feed = () => feedEvents(match.id, KICKOFF);
const now = () => new Date(KICKOFF + 20 * 60_000);

let database: TestDatabase;
let server: LiveTestServer;
let match: { id: number; home: number };
const stream = (query: string, headers?: Record<string, string>) => server.stream(query, headers);

beforeAll(async () => {
  database = await createSeededTestDatabase();
  server = await startLiveTestServer(database.db, { now });
  const body = await server.findMatch(SLUG);
  match = { id: body.id, home: body.homeTeam.id };
});
afterAll(async () => {
  await server?.close();
  await database?.destroy();
});

describe('GET /api/v1/live/stream', () => {
  it('answers 401 without the public credentials', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: `/api/v1/live/stream?matchIds=${match.id}`,
    });
    expect(response.statusCode).toBe(401);
  });

  it('answers 400 naming the field without a filter or with a malformed one', async () => {
    const inject = (query: string) =>
      server.app.inject({
        method: 'GET',
        url: `/api/v1/live/stream${query}`,
        headers: { authorization: BASIC_AUTH_HEADER },
      });
    const none = await inject('');
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({
      field: 'matchIds',
      message: expect.stringContaining('at least one'),
    });
    const bad = await inject('?competitionIds=68,x');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toContain('competitionIds');
    expect((await inject('?date=2026-02-30')).statusCode).toBe(400);
  });

  it('sends a snapshot, then the goal and its withdrawal as the feed posts them; a resume gets what it missed', async () => {
    const live = await stream(`matchIds=${match.id}`);
    expect(live.status).toBe(200);
    expect(live.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(live.headers.get('cache-control')).toBe('no-cache');
    expect(live.headers.get('x-accel-buffering')).toBe('no');
    const snapshot = await live.waitFor(2);
    expect(snapshot.map((message) => message.event)).toEqual(['match', 'snapshot-end']);
    expect(snapshot[0]!.data).toMatchObject({ id: match.id, homeScore: null, ended: false });
    const resumeFrom = snapshot[1]!.id!;
    expect(resumeFrom).toBeTruthy();

    expect(
      await server.postFeed([feed().kickOff(), feed().event('g1', 'goal', match.home, 'Lamine Yamal', 12)]),
    ).toBe(202);
    const [, , scored, goal] = await live.waitFor(4);
    expect(scored).toMatchObject({ event: 'match' });
    expect(scored!.data as LiveMatchMessage).toMatchObject({
      id: match.id,
      status: 'inPlay1H',
      homeScore: 1,
      awayScore: 0,
      minute: '21',
      ended: false,
      homeTeamId: match.home,
    });
    expect(goal).toMatchObject({ event: 'event' });
    const added = goal!.data as LiveTimelineMessage;
    expect(added).toMatchObject({ matchId: match.id, change: 'added' });
    expect(added.event).toMatchObject({ subtype: 'goal', minute: 12, playerName: 'Lamine Yamal' });

    await server.postFeed([feed().cancel('c1', 'g1', 14)]);
    const [, , , , unscored, withdrawn] = await live.waitFor(6);
    expect(unscored!.data).toMatchObject({ homeScore: 0, awayScore: 0 });
    expect(withdrawn!.data).toMatchObject({ change: 'withdrawn', event: { id: added.event.id } });

    const ids = live.messages.map((message) => message.id);
    expect(new Set(ids.slice(2)).size).toBe(4);
    const resumed = await stream(`matchIds=${match.id}`, { 'last-event-id': resumeFrom });
    expect(await resumed.waitFor(4)).toEqual(live.messages.slice(2));
    const byQuery = await stream(`matchIds=${match.id}&lastEventId=${encodeURIComponent(ids[3]!)}`);
    expect(await byQuery.waitFor(2)).toEqual(live.messages.slice(4));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(byQuery.messages).toHaveLength(2);
  });

  it('sends a full snapshot for an unknown Last-Event-ID', async () => {
    const reader = await stream(`matchIds=${match.id}`, { 'last-event-id': 'gone.42' });
    const messages = await reader.waitFor(2);
    expect(messages.map((message) => message.event)).toEqual(['match', 'snapshot-end']);
    expect(messages[0]!.data).toMatchObject({ id: match.id, homeScore: 0 });
  });

  it("sends a day's matches of a competition, and nothing of another day's", async () => {
    const [first] = await (await stream(`matchIds=${match.id}`)).waitFor(1);
    const { competitionId } = first!.data as LiveMatchMessage;
    const ofTheDay = await stream(`date=2026-08-16&competitionIds=${competitionId}`);
    const snapshot = await ofTheDay.waitForEvent('snapshot-end');
    expect(snapshot.map((message) => (message.data as { id?: number }).id)).toContain(match.id);
    const otherDay = await stream(`date=2026-08-15&competitionIds=${competitionId}`);
    const before = (await otherDay.waitForEvent('snapshot-end')).length;
    await server.postFeed([feed().event('y1', 'yellow', match.home, 'Pedri', 18)]);
    const after = await ofTheDay.waitForEvent('event');
    expect(after.at(-1)!.data).toMatchObject({ change: 'added', event: { subtype: 'yellow' } });
    expect(otherDay.messages).toHaveLength(before);
  });
});
