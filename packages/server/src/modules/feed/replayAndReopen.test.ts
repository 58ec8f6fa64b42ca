/**
 * The World Cup 2022 final (Argentina – France, real result 3-3 after extra time, 4-2 on penalties) replayed
 * through the feed: an ended match moves only by a replay start or after a staff reopen; extra-time goals show
 * as the current score while extra time is played; the shoot-out is tallied apart; the replay ends with the real
 * result.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/authSchema.ts';
import { createUser } from '../auth/users.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import { FEED_TEST_TOKEN, postFeedEvents } from './testing/postFeed.ts';
import { cookieValue } from '../backoffice/staffTestApp.ts';

const API = '/api/v1';
const STAFF = { email: 'live-desk@pallone.test', password: 'correct horse battery staple' };
const START = Date.parse('2026-11-24T20:00:00Z');
const at = (minute: number) => new Date(START + minute * 60_000).toISOString();

interface MatchJson {
  id: number;
  status: string;
  homeScore: number | null;
  awayScore: number | null;
  halfTime: { home: number; away: number } | null;
  extraTime: { home: number; away: number } | null;
  penalties: { home: number; away: number } | null;
  minute: string | null;
  ended: boolean;
  isReplay: boolean;
  competitionSeasonId: number;
  homeTeam: { id: number };
  awayTeam: { id: number };
}

let t: TestApp;
let clock = new Date(START - 60_000);
let real: MatchJson;
let ARG: number;
let FRA: number;
let n = 0;

const post = (events: object[]) => postFeedEvents(t, events);
const status = (minute: number, value: string, replay?: boolean) => ({
  id: `wc-s${++n}`,
  matchId: real.id,
  at: at(minute),
  type: 'status',
  status: value,
  ...(replay ? { replay } : {}),
});
const goal = (minute: number, teamId: number, playerName: string, period: string, penalty = false) => ({
  id: `wc-g${++n}`,
  matchId: real.id,
  at: at(minute + ({ '1H': 0, '2H': 15, '1EH': 20, '2EH': 22 } as Record<string, number>)[period]!),
  type: 'event',
  subtype: 'goal',
  teamId,
  playerName,
  minute,
  stoppage: null,
  period,
  ...(penalty ? { penalty } : {}),
});
const kick = (minute: number, teamId: number, scored: boolean) => ({
  id: `wc-k${++n}`,
  matchId: real.id,
  at: at(minute),
  type: 'shootout',
  teamId,
  playerName: 'Taker',
  scored,
});
const read = async () => (await t.get(`${API}/matches/${real.id}`)).json() as MatchJson;

async function staffSession(): Promise<{ authorization: string; xsrf: string }> {
  await createUser(t.database.db, STAFF);
  const login = await t.inject({ method: 'POST', url: `${API}/auth/login`, payload: STAFF });
  return {
    authorization: `Bearer ${login.json().token as string}`,
    xsrf: cookieValue(login, 'XSRF-TOKEN') ?? '',
  };
}

beforeAll(async () => {
  t = await createTestApp({ feedToken: FEED_TEST_TOKEN, now: () => clock });
  real = (await t.get(`${API}/matches/pallonecomSlug/argentina-francia-2022-12-18`)).json() as MatchJson;
  ARG = real.homeTeam.id;
  FRA = real.awayTeam.id;
});
afterAll(() => t.close());

describe('an ended match and the feed', () => {
  it('is the imported result to begin with', () => {
    expect(real).toMatchObject({
      status: 'played',
      homeScore: 2,
      awayScore: 2,
      extraTime: { home: 3, away: 3 },
      penalties: { home: 4, away: 2 },
      isReplay: false,
    });
  });

  it('cannot be restarted by the feed without a reopen (400 naming the status, nothing stored)', async () => {
    const response = await post([status(0, 'inPlay1H')]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'events[0].status' });
    expect(await read()).toEqual(real);
  });

  it('replays: the replay start forgets the result and hides the imported events', async () => {
    expect((await post([status(0, 'notStarted', true)])).statusCode).toBe(202);
    expect(await read()).toMatchObject({
      status: 'notStarted',
      homeScore: null,
      penalties: null,
      isReplay: true,
    });
    expect((await t.get(`${API}/matches/${real.id}/getEvents`)).json()).toEqual([]);
  });

  it('plays regular time, then extra time with the cumulative score as the current one', async () => {
    await post([
      status(1, 'inPlay1H'),
      goal(23, ARG, 'Lionel Messi', '1H', true),
      goal(36, ARG, 'Ángel Di María', '1H'),
      status(48, 'halfTime'),
    ]);
    await post([
      status(63, 'inPlay2H'),
      goal(80, FRA, 'Kylian Mbappé', '2H', true),
      goal(81, FRA, 'Kylian Mbappé', '2H'),
      status(115, 'breakTime'),
    ]);
    expect(await read()).toMatchObject({
      status: 'breakTime',
      homeScore: 2,
      awayScore: 2,
      halfTime: { home: 2, away: 0 },
      extraTime: null,
      minute: 'ET',
    });
    clock = new Date(START + 130 * 60_000);
    await post([status(120, 'inPlay1EH')]);
    expect(await read()).toMatchObject({
      status: 'inPlay1EH',
      homeScore: 2,
      extraTime: { home: 2, away: 2 },
      minute: '101',
    });
    await post([status(137, 'halfTime'), status(139, 'inPlay2EH'), goal(108, ARG, 'Lionel Messi', '2EH')]);
    expect(await read()).toMatchObject({
      status: 'inPlay2EH',
      homeScore: 3,
      awayScore: 2,
      extraTime: { home: 3, away: 2 },
    });
    await post([goal(118, FRA, 'Kylian Mbappé', '2EH', true), status(145, 'inPlayP')]);
    expect(await read()).toMatchObject({ status: 'inPlayP', homeScore: 3, awayScore: 3, minute: 'PEN' });
  });

  it('tallies the shoot-out apart and ends with the real result', async () => {
    await post([
      kick(150, FRA, true),
      kick(151, ARG, true),
      kick(152, FRA, false),
      kick(153, ARG, true),
      kick(154, FRA, false),
      kick(155, ARG, true),
      kick(156, FRA, true),
      kick(157, ARG, true),
      status(158, 'ended'),
    ]);
    const replayed = await read();
    expect(replayed).toMatchObject({ status: 'played', ended: true, isReplay: true, minute: null });
    const pick = (m: MatchJson) => [m.homeScore, m.awayScore, m.halfTime, m.extraTime, m.penalties];
    expect(pick(replayed)).toEqual(pick(real));
    const goals = (await t.get(`${API}/matches/${real.id}/getEvents`)).json() as { matchPeriod: string }[];
    expect(goals.map((goal) => goal.matchPeriod)).toEqual(['1H', '1H', '2H', '2H', '2EH', '2EH']);
  });

  it('counts the replay’s goals once in the tournament’s scorers (the imported ones are set aside)', async () => {
    const url = `${API}/matches/stats/getTeamCompetitionSeasonPlayersStats/${real.competitionSeasonId}`;
    const body = (await t.get(url)).json() as {
      teams: { team: { id: number }; topScorer: { playerName: string; goals: number } | null }[];
    };
    const topScorer = (teamId: number) => body.teams.find((row) => row.team.id === teamId)?.topScorer;
    expect(topScorer(ARG)).toMatchObject({ playerName: 'Lionel Messi', goals: 7 });
    expect(topScorer(FRA)).toMatchObject({ playerName: 'Kylian Mbappé', goals: 8 });
  });

  it('moves again after a staff reopen, which is audited', async () => {
    expect((await post([status(160, 'inPlay2EH')])).statusCode).toBe(400);
    const url = `${API}/feed/matches/${real.id}/reopen`;
    expect((await t.inject({ method: 'POST', url })).statusCode).toBe(401);
    const { authorization, xsrf } = await staffSession();
    const staff = (target: string) =>
      t.inject({
        method: 'POST',
        url: target,
        headers: { authorization, 'x-xsrf-token': xsrf },
        cookies: { 'XSRF-TOKEN': xsrf },
      });
    expect((await t.inject({ method: 'POST', url, headers: { authorization } })).statusCode).toBe(403);
    expect((await staff(`${API}/feed/matches/99999999/reopen`)).statusCode).toBe(404);
    clock = new Date(START + 170 * 60_000);
    const reopened = await staff(url);
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json()).toEqual({ matchId: real.id, reopenedAt: clock.toISOString() });
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, real.id));
    expect(audit).toEqual([
      expect.objectContaining({ entity: 'match', action: 'update', userEmail: STAFF.email }),
    ]);

    expect((await post([status(171, 'inPlay2EH')])).statusCode).toBe(202);
    expect(await read()).toMatchObject({ status: 'inPlay2EH', homeScore: 3, awayScore: 3, ended: false });
    expect((await post([status(172, 'ended')])).statusCode).toBe(202);
    expect((await read()).status).toBe('played');
  });
});

describe('a replay at speed', () => {
  it('runs its clock at the replay’s pace, so the minute shown matches the replayed events', async () => {
    const start = { ...status(300, 'notStarted', true), speed: 60 };
    expect((await post([start, status(301, 'inPlay1H')])).statusCode).toBe(202);
    clock = new Date(START + 301 * 60_000 + 30_000);
    expect(await read()).toMatchObject({ status: 'inPlay1H', isReplay: true, minute: '31' });
    clock = new Date(START + 301 * 60_000 + 47_000);
    expect((await read()).minute).toBe('45+3');
  });

  it('refuses a pace that is not one (400 naming the field)', async () => {
    const response = await post([{ ...status(310, 'notStarted', true), speed: 0 }]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'events[0].speed' });
  });
});
