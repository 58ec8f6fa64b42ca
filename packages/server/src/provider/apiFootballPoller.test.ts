/**
 * The API-Football adapter end to end, offline: recorded answers served by a local HTTP server, one poll at a
 * time on the test app's seeded database, the stored match read back through the public API.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { matches } from '../db/schema.ts';
import { createTestApp, type TestApp } from '../testing/testApp.ts';
import { API_FOOTBALL_SOURCE, createApiFootballProvider } from './apiFootball/apiFootballProvider.ts';
import type { ApiFootballEnvelope, ApiFootballEvent } from './apiFootball/types.ts';
import { applyThroughFeed } from './applyThroughFeed.ts';
import { createProviderPoller, type ProviderPoller } from './providerPoller.ts';
import {
  recordedBody,
  startRecordedApiFootball,
  type RecordedApiFootball,
} from './testing/recordedApiFootball.ts';
import { emptyScore, worldCupFinalResult } from '../testing/matchScores.ts';

const KEY = 'test-key';
const FINAL = 'world/2022/2022-12-18/argentina-v-france';
const DERBY = 'it.1/2023-24/2024-04-22/ac-milan-v-fc-internazionale-milano';

let t: TestApp;
let server: RecordedApiFootball;
let clock: Date;

async function matchIdOf(sourceId: string): Promise<number> {
  const [row] = await t.app.db.select({ id: matches.id }).from(matches).where(eq(matches.sourceId, sourceId));
  return row!.id;
}

/** The match as it stood before kick-off, when a live provider would first meet it. */
async function beforeKickoff(matchId: number): Promise<void> {
  await t.app.db
    .update(matches)
    .set({ status: 'scheduled', ...emptyScore })
    .where(eq(matches.id, matchId));
}

function pollerFor(key = KEY, timeoutMs = 2_000): ProviderPoller {
  return createProviderPoller({
    db: t.app.db,
    provider: createApiFootballProvider({ key, baseUrl: server.baseUrl, timeoutMs }),
    apply: applyThroughFeed(t.app, API_FOOTBALL_SOURCE),
    now: () => clock,
  });
}

async function match(id: number) {
  const response = await t.get(`/api/v1/matches/${id}`, { language: 'en' });
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function events(
  id: number,
): Promise<
  { minute: number; stoppage: number | null; subtype: string; playerName: string; team: { name: string } }[]
> {
  return (await t.get(`/api/v1/matches/${id}/getEvents`, { language: 'en' })).json();
}

const goalsOf = async (id: number) =>
  (await events(id))
    .filter((e) => e.subtype === 'goal' || e.subtype === 'own-goal')
    .map((e) => `${e.minute}' ${e.playerName} (${e.team.name})`);

beforeAll(async () => {
  t = await createTestApp();
  server = await startRecordedApiFootball(KEY);
});

afterAll(async () => {
  await server.close();
  await t.close();
});

describe('API-Football poller on the 2022 World Cup final', () => {
  let poller: ProviderPoller;
  let finalId: number;

  beforeAll(async () => {
    finalId = await matchIdOf(FINAL);
    await beforeKickoff(finalId);
    poller = pollerFor();
    server.answer('/fixtures?live=all', { file: 'world-cup-final-live-118.json' });
    server.answer('/fixtures/events?fixture=979139', { file: 'world-cup-final-events-118.json' });
  });

  it("maps the fixture and stores the match as it stood at 118'", async () => {
    clock = new Date('2022-12-18T17:33:00Z');
    await poller.pollOnce();
    const status = poller.status();
    expect(status.lastError).toBeNull();
    expect(status.unmapped).toEqual([]);
    expect(status.mapped).toMatchObject([
      { providerId: '979139', matchId: finalId, duplicates: 0, error: null },
    ]);
    // The status, 6 goals, 7 yellow cards, 11 substitutions (off and on).
    expect(status.mapped[0]!.accepted).toBe(36);

    const body = await match(finalId);
    expect(body).toMatchObject({
      status: 'inPlay2EH',
      halfTime: { home: 2, away: 0 },
      extraTime: { home: 3, away: 3 },
      penalties: null,
      isReplay: false,
    });
    expect(await goalsOf(finalId)).toEqual([
      "23' L. Messi (Argentina)",
      "36' Á. Di María (Argentina)",
      "80' K. Mbappé (France)",
      "81' K. Mbappé (France)",
      "108' L. Messi (Argentina)",
      "118' K. Mbappé (France)",
    ]);
    const all = await events(finalId);
    expect(all.filter((e) => e.subtype === 'yellow')).toHaveLength(7);
    // API-Football's `player` is the player going off, `assist` the one coming on.
    expect(
      all
        .filter((e) => e.minute === 41)
        .map((e) => `${e.subtype} ${e.playerName}`)
        .sort(),
    ).toEqual([
      'substitute-in M. Thuram',
      'substitute-in R. Kolo Muani',
      'substitute-out O. Dembélé',
      'substitute-out O. Giroud',
    ]);
    expect(all.find((e) => e.subtype === 'yellow' && e.playerName === 'E. Fernández')).toMatchObject({
      minute: 45,
      stoppage: 7,
    });
  });

  it('sends the x-apisports-key header (the local server refuses requests without it)', () => {
    expect(server.requests).toEqual(['/fixtures?live=all', '/fixtures/events?fixture=979139']);
  });

  it('a repeated poll gives duplicates only', async () => {
    const before = poller.status().mapped[0]!.accepted;
    await poller.pollOnce();
    expect(poller.status().mapped).toMatchObject([{ accepted: 0, duplicates: before }]);
  });

  it('a goal that vanished from the provider is cancelled, and counts again when it comes back', async () => {
    const recorded = recordedBody<ApiFootballEnvelope<ApiFootballEvent>>('world-cup-final-events-118.json');
    const withoutLast = recorded.response.filter((e) => !(e.type === 'Goal' && e.time.elapsed === 118));
    server.answer('/fixtures/events?fixture=979139', {
      body: { ...recorded, results: withoutLast.length, response: withoutLast },
    });
    await poller.pollOnce();
    expect(poller.status().mapped).toMatchObject([{ accepted: 1, error: null }]);
    expect((await match(finalId)).extraTime).toEqual({ home: 3, away: 2 });
    expect(await goalsOf(finalId)).not.toContain("118' K. Mbappé (France)");

    server.answer('/fixtures/events?fixture=979139', { file: 'world-cup-final-events-118.json' });
    await poller.pollOnce();
    expect((await match(finalId)).extraTime).toEqual({ home: 3, away: 3 });
    expect(await goalsOf(finalId)).toContain("118' K. Mbappé (France)");
  });

  it('stores the shoot-out kicks, then the final whistle of a fixture that left the live list', async () => {
    clock = new Date('2022-12-18T17:50:00Z');
    server.answer('/fixtures?live=all', { file: 'world-cup-final-live-shootout.json' });
    server.answer('/fixtures/events?fixture=979139', { file: 'world-cup-final-events-shootout.json' });
    await poller.pollOnce();
    expect(poller.status().mapped).toMatchObject([{ error: null }]);
    expect(await match(finalId)).toMatchObject({ status: 'inPlayP', penalties: { home: 4, away: 2 } });

    clock = new Date('2022-12-18T17:55:00Z');
    server.answer('/fixtures?live=all', { file: 'live-none.json' });
    server.answer('/fixtures?id=979139', { file: 'world-cup-final-fixture-ended.json' });
    await poller.pollOnce();
    expect(server.requests).toContain('/fixtures?id=979139');
    expect(await match(finalId)).toMatchObject({ ...worldCupFinalResult, isReplay: false });
  });
});

describe('API-Football poller on a Serie A match and on failures', () => {
  it('maps "AC Milan" and "Inter" through team_aliases to the Serie A 2023-24 derby', async () => {
    const derbyId = await matchIdOf(DERBY);
    await beforeKickoff(derbyId);
    clock = new Date('2024-04-22T20:25:00Z');
    server.answer('/fixtures?live=all', { file: 'serie-a-derby-live-85.json' });
    server.answer('/fixtures/events?fixture=1035358', { file: 'serie-a-derby-events-85.json' });
    const poller = pollerFor();
    await poller.pollOnce();
    expect(poller.status()).toMatchObject({
      lastError: null,
      unmapped: [],
      mapped: [{ matchId: derbyId, accepted: 4 }],
    });
    expect(await match(derbyId)).toMatchObject({
      status: 'inPlay2H',
      halfTime: { home: 0, away: 1 },
      homeScore: 1,
      awayScore: 2,
    });
    expect(await goalsOf(derbyId)).toEqual([
      "18' F. Acerbi (FC Internazionale Milano)",
      "49' M. Thuram (FC Internazionale Milano)",
      "80' F. Tomori (AC Milan)",
    ]);
  });

  it('reports a fixture it cannot map', async () => {
    clock = new Date('2024-04-14T15:40:00Z');
    server.answer('/fixtures?live=all', { file: 'bundesliga-unmapped-live.json' });
    const poller = pollerFor();
    await poller.pollOnce();
    expect(poller.status()).toMatchObject({
      lastError: null,
      mapped: [],
      unmapped: [
        {
          providerId: '1049116',
          league: 'Bundesliga (78)',
          homeName: 'Bayer Leverkusen',
          awayName: 'Werder Bremen',
          kickoff: '2024-04-14T15:30:00.000Z',
          reason: expect.stringContaining('no de.1 match'),
        },
      ],
    });
  });

  it('survives a 500, a timeout and a refused key, backing off, and recovers', async () => {
    const poller = pollerFor(KEY, 300);
    server.answer('/fixtures?live=all', { status: 500 });
    await poller.pollOnce();
    expect(poller.status()).toMatchObject({ failures: 1, lastError: 'GET /fixtures: HTTP 500' });

    server.answer('/fixtures?live=all', { hang: true });
    await poller.pollOnce();
    expect(poller.status()).toMatchObject({
      failures: 2,
      lastError: 'GET /fixtures: timed out after 300 ms',
    });

    const refused = pollerFor('wrong-key');
    await refused.pollOnce();
    expect(refused.status().lastError).toMatch(/the provider refused: .*token/);

    server.answer('/fixtures?live=all', { file: 'live-none.json' });
    await poller.pollOnce();
    expect(poller.status()).toMatchObject({ failures: 0, lastError: null });
  });

  it('keeps polling on its own, backing off after errors, until stopped', async () => {
    server.answer('/fixtures?live=all', { status: 500 });
    const poller = createProviderPoller({
      db: t.app.db,
      provider: createApiFootballProvider({ key: KEY, baseUrl: server.baseUrl, timeoutMs: 300 }),
      apply: applyThroughFeed(t.app, API_FOOTBALL_SOURCE),
      now: () => new Date('2026-11-22T12:00:00Z'),
      intervalMs: 20,
    });
    poller.start();
    await expect.poll(() => poller.status().failures, { timeout: 5_000 }).toBeGreaterThanOrEqual(3);
    await poller.stop();
    const stopped = poller.status();
    expect(stopped).toMatchObject({ running: false, nextPollAt: null });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(poller.status().failures).toBe(stopped.failures);
  });
});
