/**
 * POST /feed/events: its own Bearer token, all-or-nothing batches, duplicates, out-of-order arrival, and a 400
 * naming the field (never a 500) for anything malformed. Real fixtures of Liga 2026-27 without a result.
 */
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedEvents } from '../../db/liveSchema.ts';
import { BASIC_AUTH_HEADER, createTestApp, type TestApp } from '../../testing/testApp.ts';

const API = '/api/v1';
const TOKEN = 'feed-token-for-tests';
const KICKOFF = '2026-08-16T15:00:00Z';
const at = (minute: number) => new Date(Date.parse(KICKOFF) + minute * 60_000).toISOString();

interface Fixture {
  id: number;
  home: number;
  away: number;
}
let t: TestApp;
let barcelona: Fixture;
let atletico: Fixture;
let villarreal: Fixture;

const post = (payload: unknown, authorization = `Bearer ${TOKEN}`) =>
  t.inject({
    method: 'POST',
    url: `${API}/feed/events`,
    headers: { authorization },
    payload: payload as object,
  });

async function fixture(slug: string): Promise<Fixture> {
  const body = (await t.get(`${API}/matches/pallonecomSlug/${slug}`)).json() as {
    id: number;
    homeTeam: { id: number };
    awayTeam: { id: number };
  };
  return { id: body.id, home: body.homeTeam.id, away: body.awayTeam.id };
}

const status = (match: Fixture, id: string, minute: number, value: string) => ({
  id,
  matchId: match.id,
  at: at(minute),
  type: 'status',
  status: value,
});
const goal = (match: Fixture, id: string, minute: number, teamId: number, period = '1H') => ({
  id,
  matchId: match.id,
  at: at(minute),
  type: 'event',
  subtype: 'goal',
  teamId,
  playerName: 'Scorer',
  minute,
  stoppage: null,
  period,
});

beforeAll(async () => {
  t = await createTestApp({ feedToken: TOKEN });
  barcelona = await fixture('fc-barcelona-athletic-club-2026-08-16');
  atletico = await fixture('club-atletico-de-madrid-malaga-cf-2026-08-16');
  villarreal = await fixture('real-racing-club-de-santander-villarreal-cf-2026-08-16');
});
afterAll(() => t.close());

describe('POST /feed/events authentication', () => {
  it('wants the feed token, not the public credentials', async () => {
    const batch = { events: [status(barcelona, 'auth-1', 0, 'notStarted')] };
    expect((await post(batch, BASIC_AUTH_HEADER)).statusCode).toBe(401);
    expect((await post(batch, 'Bearer wrong')).statusCode).toBe(401);
    expect((await post(batch, '')).statusCode).toBe(401);
    const response = await post(batch);
    expect(response.statusCode).toBe(202);
  });

  it('answers 404 when no FEED_TOKEN is configured', async () => {
    const bare = await createTestApp();
    try {
      const response = await bare.inject({
        method: 'POST',
        url: `${API}/feed/events`,
        headers: { authorization: `Bearer ${TOKEN}` },
        payload: { events: [] },
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await bare.close();
    }
  });
});

describe('POST /feed/events batches', () => {
  it('ignores a repeated id as a duplicate', async () => {
    const batch = [status(atletico, 'dup-1', 0, 'inPlay1H'), goal(atletico, 'dup-2', 5, atletico.home)];
    expect((await post({ events: batch })).json()).toEqual({ accepted: 2, duplicates: 0 });
    const again = await post({
      events: [...batch, { ...batch[1], minute: 6 }, goal(atletico, 'dup-3', 7, atletico.away)],
    });
    expect(again.statusCode).toBe(202);
    expect(again.json()).toEqual({ accepted: 1, duplicates: 3 });
    const match = (await t.get(`${API}/matches/${atletico.id}`)).json();
    expect([match.homeScore, match.awayScore]).toEqual([1, 1]);
  });

  it('applies none of a batch with one bad event, naming it', async () => {
    const before = await t.database.db.select().from(feedEvents).where(eq(feedEvents.matchId, villarreal.id));
    const cases: [object, string][] = [
      [{ ...goal(villarreal, 'bad', 3, villarreal.home), minute: 131 }, 'events[3].minute'],
      [goal(villarreal, 'bad', 3, barcelona.home), 'events[3].teamId'],
      [{ ...goal(villarreal, 'bad', 3, villarreal.home), matchId: 99_999_999 }, 'events[3].matchId'],
      [
        { id: 'bad', matchId: villarreal.id, at: at(3), type: 'cancel', eventId: 'nothing' },
        'events[3].eventId',
      ],
      [{ id: 'bad', matchId: villarreal.id, at: at(3), type: 'cancel', eventId: 'v-0' }, 'events[3].eventId'],
      [status(villarreal, 'bad', 3, 'notStarted'), 'events[3].status'],
    ];
    for (const [bad, field] of cases) {
      const response = await post({
        events: [
          status(villarreal, 'v-0', 0, 'inPlay1H'),
          goal(villarreal, 'v-1', 1, villarreal.home),
          goal(villarreal, 'v-2', 2, villarreal.away),
          bad,
        ],
      });
      expect({ field, status: response.statusCode }).toEqual({ field, status: 400 });
      expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request', field });
    }
    const after = await t.database.db.select().from(feedEvents).where(eq(feedEvents.matchId, villarreal.id));
    expect(after).toEqual(before);
    expect((await t.get(`${API}/matches/${villarreal.id}`)).json()).toMatchObject({
      status: 'resultNotAvailable',
      homeScore: null,
    });
  });

  it('cancels an event of the same batch', async () => {
    const response = await post({
      events: [
        status(villarreal, 'vc-0', 0, 'inPlay1H'),
        { id: 'vc-2', matchId: villarreal.id, at: at(4), type: 'cancel', eventId: 'vc-1' },
        goal(villarreal, 'vc-1', 3, villarreal.home),
      ],
    });
    expect(response.statusCode).toBe(202);
    expect((await t.get(`${API}/matches/${villarreal.id}`)).json()).toMatchObject({
      homeScore: 0,
      awayScore: 0,
    });
  });

  it('stores the same state whatever order the events arrive in', async () => {
    const make = (match: Fixture, prefix: string) => [
      status(match, `${prefix}0`, 0, 'inPlay1H'),
      goal(match, `${prefix}1`, 10, match.home),
      status(match, `${prefix}2`, 47, 'halfTime'),
      status(match, `${prefix}3`, 62, 'inPlay2H'),
      goal(match, `${prefix}4`, 70, match.away, '2H'),
      goal(match, `${prefix}5`, 80, match.home, '2H'),
      status(match, `${prefix}6`, 110, 'ended'),
    ];
    const inOrder = await createTestApp({ feedToken: TOKEN });
    try {
      for (const one of make(barcelona, 'o')) {
        const response = await inOrder.inject({
          method: 'POST',
          url: `${API}/feed/events`,
          headers: { authorization: `Bearer ${TOKEN}` },
          payload: { events: [one] },
        });
        expect(response.statusCode).toBe(202);
      }
      const shuffled = make(barcelona, 'o');
      for (const index of [6, 4, 0, 5, 2, 1, 3])
        expect((await post({ events: [shuffled[index]] })).statusCode).toBe(202);
      const strip = (body: Record<string, unknown>) => ({ ...body, minute: null });
      const expected = strip((await inOrder.get(`${API}/matches/${barcelona.id}`)).json());
      expect(strip((await t.get(`${API}/matches/${barcelona.id}`)).json())).toEqual(expected);
      expect(expected).toMatchObject({
        status: 'played',
        homeScore: 2,
        awayScore: 1,
        halfTime: { home: 1, away: 0 },
      });
      expect(
        (await t.get(`${API}/matches/${barcelona.id}/getEvents`))
          .json()
          .map((e: { minute: number }) => e.minute),
      ).toEqual(
        (await inOrder.get(`${API}/matches/${barcelona.id}/getEvents`))
          .json()
          .map((e: { minute: number }) => e.minute),
      );
    } finally {
      await inOrder.close();
    }
  });
});

describe('POST /feed/events never answers 5xx', () => {
  it('answers 400 to malformed JSON, wrong types, extra properties and too many events', async () => {
    const raw = (payload: string) =>
      t.inject({
        method: 'POST',
        url: `${API}/feed/events`,
        headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
        payload,
      });
    expect((await raw('{"events": [')).statusCode).toBe(400);
    expect((await raw('')).statusCode).toBe(400);
    expect((await raw('[]')).json()).toMatchObject({ statusCode: 400, field: 'events' });
    expect((await post({ events: [status(barcelona, 'x', 0, 'inPlay1H')], extra: 1 })).json().field).toBe(
      'extra',
    );
    expect((await post({ events: 'nope' })).json().field).toBe('events');
    const many = Array.from({ length: 501 }, (_, i) => status(barcelona, `m${i}`, 0, 'inPlay1H'));
    expect((await post({ events: many })).json()).toMatchObject({ statusCode: 400, field: 'events' });
  });

  it('survives arbitrary bodies', async () => {
    const anyEvent = fc.record(
      {
        id: fc.oneof(fc.string(), fc.integer()),
        matchId: fc.oneof(fc.constant(villarreal.id), fc.integer(), fc.string()),
        at: fc.oneof(fc.constant(at(1)), fc.string()),
        type: fc.constantFrom('status', 'event', 'shootout', 'cancel', 'x'),
        status: fc.string(),
        subtype: fc.constantFrom('goal', 'own-goal', 'red'),
        teamId: fc.oneof(fc.constant(villarreal.home), fc.integer()),
        playerName: fc.string(),
        minute: fc.integer({ min: -5, max: 200 }),
        stoppage: fc.oneof(fc.constant(null), fc.integer()),
        period: fc.constantFrom('1H', '2H', 'P'),
        scored: fc.boolean(),
        eventId: fc.string(),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.jsonValue(), fc.record({ events: fc.array(anyEvent, { maxLength: 4 }) })),
        async (body) => {
          const response = await post(body);
          return response.statusCode < 500;
        },
      ),
      { numRuns: 60 },
    );
  });
});
