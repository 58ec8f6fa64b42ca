/**
 * A feed-driven match from kick-off to the final whistle on the real data (FC Barcelona – Athletic Club, Liga
 * 2026-27, a fixture without a result): every public read answers the live state as soon as a batch is accepted.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import { FEED_TEST_TOKEN, postFeedEvents } from './testing/postFeed.ts';

const API = '/api/v1';
const SLUG = 'fc-barcelona-athletic-club-2026-08-16';
const KICKOFF = Date.parse('2026-08-16T15:00:00Z');
const at = (minute: number) => new Date(KICKOFF + minute * 60_000).toISOString();

let t: TestApp;
let clock = new Date(KICKOFF - 3_600_000);
let match: { id: number; home: number; away: number; groupId: number };
let n = 0;

interface MatchJson {
  status: string;
  homeScore: number | null;
  awayScore: number | null;
  halfTime: { home: number; away: number } | null;
  minute: string | null;
  ended: boolean;
  isReplay: boolean;
}

const post = (events: object[]) => postFeedEvents(t, events);
const status = (minute: number, value: string) => ({
  id: `s${++n}`,
  matchId: match.id,
  at: at(minute),
  type: 'status',
  status: value,
});
const event = (minute: number, subtype: string, teamId: number, period = minute <= 45 ? '1H' : '2H') => ({
  id: `e${++n}`,
  matchId: match.id,
  at: at(minute + (period === '2H' ? 15 : 0)),
  type: 'event',
  subtype,
  teamId,
  playerName: `Player ${n}`,
  minute,
  stoppage: null,
  period,
});
const read = async (): Promise<MatchJson> => (await t.get(`${API}/matches/${match.id}`)).json() as MatchJson;
const standing = async (teamId: number) => {
  const rows = (await t.get(`${API}/groups/${match.groupId}/getTeamStandings`)).json() as {
    team: { id: number };
    played: number;
    points: number;
    goalsFor: number;
  }[];
  return rows.find((row) => row.team.id === teamId);
};

beforeAll(async () => {
  t = await createTestApp({ feedToken: FEED_TEST_TOKEN, now: () => clock });
  const body = (await t.get(`${API}/matches/pallonecomSlug/${SLUG}`)).json() as {
    id: number;
    homeTeam: { id: number };
    awayTeam: { id: number };
    group: { id: number };
  };
  match = { id: body.id, home: body.homeTeam.id, away: body.awayTeam.id, groupId: body.group.id };
});
afterAll(() => t.close());

describe('a feed-driven match', () => {
  it('is scheduled without a score before the feed says anything', async () => {
    expect(await read()).toMatchObject({ status: 'scheduled', homeScore: null, minute: null, ended: false });
    expect((await standing(match.home))?.played).toBe(0);
  });

  it('goes live at kick-off: the clock runs from the status event, goals make the score', async () => {
    expect((await post([status(-5, 'notStarted')])).statusCode).toBe(202);
    expect(await read()).toMatchObject({ status: 'notStarted', homeScore: null, minute: null });

    clock = new Date(KICKOFF + 10 * 60_000 + 30_000);
    expect(await read()).toMatchObject({ status: 'notStarted' }); // now cached
    const response = await post([status(0, 'inPlay1H'), event(9, 'goal', match.home)]);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ accepted: 2, duplicates: 0 });
    expect(await read()).toMatchObject({
      status: 'inPlay1H',
      homeScore: 1,
      awayScore: 0,
      halfTime: null,
      minute: '11',
      ended: false,
      isReplay: false,
    });
  });

  it('shows in the day list, the onlyLive filter and the live matches', async () => {
    const day = (await t.get(`${API}/matches?date=2026-08-16&pageSize=100`)).json() as {
      items: (MatchJson & { id: number })[];
    };
    expect(day.items.find((item) => item.id === match.id)).toMatchObject({
      status: 'inPlay1H',
      homeScore: 1,
    });
    const live = (await t.get(`${API}/matches?onlyLive=true&pageSize=100`)).json() as {
      items: { id: number }[];
    };
    expect(live.items.map((item) => item.id)).toContain(match.id);
    const home = (await t.get(`${API}/matches/getHomeLiveMatches`)).json() as { id: number }[];
    expect(home.map((item) => item.id)).toContain(match.id);
  });

  it('takes a goal back when the feed cancels it (VAR)', async () => {
    const disallowed = event(30, 'goal', match.away);
    await post([disallowed]);
    expect(await read()).toMatchObject({ homeScore: 1, awayScore: 1 });
    clock = new Date(KICKOFF + 32 * 60_000);
    await post([{ id: `c${++n}`, matchId: match.id, at: at(32), type: 'cancel', eventId: disallowed.id }]);
    expect(await read()).toMatchObject({ homeScore: 1, awayScore: 0, minute: '33' });
  });

  it('counts an own goal for the other team and lists the feed events as SPEC §4 maps them', async () => {
    clock = new Date(KICKOFF + 47 * 60_000);
    await post([event(44, 'own-goal', match.home), event(40, 'yellow', match.away), status(46, 'halfTime')]);
    expect(await read()).toMatchObject({
      status: 'halfTime',
      homeScore: 1,
      awayScore: 1,
      halfTime: { home: 1, away: 1 },
      minute: 'HT',
    });
    const events = (await t.get(`${API}/matches/${match.id}/getEvents`)).json() as {
      minute: number;
      subtype: string;
      matchPeriod: string;
      team: { id: number } | null;
    }[];
    expect(events.map((e) => [e.minute, e.subtype, e.matchPeriod, e.team?.id])).toEqual([
      [9, 'goal', '1H', match.home],
      [40, 'yellow', '1H', match.away],
      [44, 'own-goal', '1H', match.away],
    ]);
  });

  it('ends with the result stored as a sync would, counted in the standings at once', async () => {
    const before = await standing(match.home);
    clock = new Date(KICKOFF + 80 * 60_000);
    await post([status(61, 'inPlay2H'), event(70, 'goal', match.home)]);
    expect(await read()).toMatchObject({ status: 'inPlay2H', homeScore: 2, minute: '65' });
    clock = new Date(KICKOFF + 120 * 60_000);
    await post([status(110, 'ended')]);
    expect(await read()).toMatchObject({
      status: 'played',
      homeScore: 2,
      awayScore: 1,
      halfTime: { home: 1, away: 1 },
      minute: null,
      ended: true,
    });
    const after = await standing(match.home);
    expect(after).toMatchObject({ played: (before?.played ?? 0) + 1, points: (before?.points ?? 0) + 3 });
    expect(after?.goalsFor).toBe((before?.goalsFor ?? 0) + 2);
    const live = (await t.get(`${API}/matches?onlyLive=true&pageSize=100`)).json() as {
      items: { id: number }[];
    };
    expect(live.items.map((item) => item.id)).not.toContain(match.id);
  });

  it('accepts a late event after the whistle and corrects the result', async () => {
    await post([event(90, 'goal', match.away)]);
    expect(await read()).toMatchObject({ status: 'played', homeScore: 2, awayScore: 2 });
  });

  it('refuses to restart an ended match (400 naming the status) until the staff reopen it', async () => {
    const response = await post([status(125, 'inPlay1H')]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, field: 'events[0].status' });
    expect(response.json().message).toContain('from ended to inPlay1H');
    expect(await read()).toMatchObject({ status: 'played' });
  });
});
