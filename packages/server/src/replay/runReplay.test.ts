/**
 * Replays of real matches through the real `POST /api/v1/feed/events` of the app listening on a local port:
 * the stored result must be the real one, the match flagged as a replay, the events the real ones.
 */
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { repoRoot } from '../db/database.ts';
import { matches } from '../db/schema.ts';
import { createTestApp, TEST_CREDENTIALS, type TestApp } from '../testing/testApp.ts';
import { ReplayError } from './findDataMatch.ts';
import { runReplay, type ReplayOptions } from './runReplay.ts';
import { worldCupFinalResult } from '../testing/matchScores.ts';

const FEED_TOKEN = 'replay-test-token';
const FINAL = 'world/2022/2022-12-18/argentina-v-france';
const EURO_OPENER = 'euro/2024/2024-06-14/germany-v-scotland';

let t: TestApp;
let server: string;
const lines: string[] = [];

async function matchRow(sourceId: string) {
  const [row] = await t.app.db
    .select({ id: matches.id, slug: matches.pallonecomSlug })
    .from(matches)
    .where(eq(matches.sourceId, sourceId));
  return row!;
}

function replay(options: Partial<ReplayOptions> & { match: string }) {
  return runReplay({
    speed: 0,
    server,
    feedToken: FEED_TOKEN,
    credentials: TEST_CREDENTIALS,
    dataDir: path.join(repoRoot, 'data'),
    log: (line) => lines.push(line),
    ...options,
  });
}

async function events(id: number) {
  const response = await t.get(`/api/v1/matches/${id}/getEvents`, { language: 'en' });
  return response.json() as Promise<
    {
      minute: number;
      stoppage: number | null;
      subtype: string;
      penalty: boolean;
      playerName: string;
      team: { name: string };
    }[]
  >;
}

const goalsOf = async (id: number) =>
  (await events(id))
    .filter((e) => e.subtype === 'goal' || e.subtype === 'own-goal')
    .map(
      (e) =>
        `${e.minute}${e.stoppage ? `+${e.stoppage}` : ''}' ${e.subtype}${e.penalty ? ' (pen.)' : ''} ${e.playerName} (${e.team.name})`,
    );

beforeAll(async () => {
  t = await createTestApp({ feedToken: FEED_TOKEN });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  server = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await t.close();
});

describe('npm run replay', () => {
  it('replays the 2022 World Cup final by slug to its real result: 3-3 a.e.t. (2-2), 4-2 on penalties', async () => {
    const final = await matchRow(FINAL);
    const result = await replay({ match: final.slug });
    expect(result).toMatchObject({ matchId: final.id, duplicates: 0 });
    expect(result.accepted).toBe(result.sent);

    const body = (await t.get(`/api/v1/matches/${final.id}`, { language: 'en' })).json();
    expect(body).toMatchObject({ ...worldCupFinalResult, isReplay: true });
    expect(await goalsOf(final.id)).toEqual([
      "23' goal (pen.) Lionel Messi (Argentina)",
      "36' goal Ángel Di María (Argentina)",
      "80' goal (pen.) Kylian Mbappé (France)",
      "81' goal Kylian Mbappé (France)",
      "108' goal Lionel Messi (Argentina)",
      "118' goal (pen.) Kylian Mbappé (France)",
    ]);
    const all = await events(final.id);
    expect(all.filter((e) => e.subtype === 'yellow')).toHaveLength(8);
    expect(all.filter((e) => e.subtype === 'substitute-in')).toHaveLength(13);
    expect(all.filter((e) => e.subtype === 'substitute-out')).toHaveLength(13);
    expect(lines).toContain('── penalty shoot-out ──');
    expect(lines.at(-1)).toBe(
      `Done: match ${final.id} ended 3-3 a.e.t. (2-2 after 90'), 4-2 on penalties, as it really did (${result.accepted} events stored).`,
    );
  });

  it('replays it again (a new run restarts the match) with the same result', async () => {
    const final = await matchRow(FINAL);
    const result = await replay({ match: String(final.id) });
    expect(result.final).toMatchObject({
      isReplay: true,
      extraTime: { home: 3, away: 3 },
      penalties: { home: 4, away: 2 },
    });
    expect(await goalsOf(final.id)).toHaveLength(6);
  });

  it('replays a Euro 2024 match with its goals, own goal included: Germany 5-1 Scotland', async () => {
    const opener = await matchRow(EURO_OPENER);
    const result = await replay({ match: opener.slug });
    expect(result.final).toMatchObject({
      ended: true,
      isReplay: true,
      halfTime: { home: 3, away: 0 },
      homeScore: 5,
      awayScore: 1,
      extraTime: null,
      penalties: null,
    });
    expect(await goalsOf(opener.id)).toEqual([
      "10' goal Wirtz (Germany)",
      "19' goal Musiala (Germany)",
      "45+1' goal (pen.) Havertz (Germany)",
      "68' goal Füllkrug (Germany)",
      // The own goal counts for Scotland; its row keeps the team credited, as imported rows do.
      "87' own-goal Rüdiger (Scotland)",
      "90+3' goal Can (Germany)",
    ]);
  });

  it('replays onto another match with --target, home events to its home team', async () => {
    const opener = await matchRow(EURO_OPENER);
    const other = await matchRow('euro/2024/2024-06-15/hungary-v-switzerland');
    const result = await replay({ match: opener.slug, target: other.id });
    expect(result.final).toMatchObject({ id: other.id, isReplay: true, homeScore: 5, awayScore: 1 });
    expect((await goalsOf(other.id))[0]).toBe("10' goal Wirtz (Hungary)");
  });

  it('paces events by match time: at speed 60 a 90-minute match lasts about two minutes', async () => {
    const opener = await matchRow(EURO_OPENER);
    let now = Date.parse('2026-11-22T12:00:00Z');
    const sleeps: number[] = [];
    await replay({
      match: opener.slug,
      speed: 60,
      clock: () => now,
      sleep: async (ms) => {
        sleeps.push(ms);
        now += ms;
      },
    });
    const total = sleeps.reduce((sum, ms) => sum + ms, 0);
    // 1' before kick-off, 45+1, 15' half time, 45+3: 110 match minutes, 110 s.
    expect(total).toBeGreaterThan(105_000);
    expect(total).toBeLessThan(125_000);
  });

  it('stops with the server’s message when the feed refuses, and refuses a match without its goals', async () => {
    const opener = await matchRow(EURO_OPENER);
    await expect(replay({ match: opener.slug, feedToken: 'wrong' })).rejects.toThrow(
      /POST \/api\/v1\/feed\/events answered 401: The live feed token is missing or wrong/,
    );
    const derby = await matchRow('it.1/2023-24/2024-04-22/ac-milan-v-fc-internazionale-milano');
    await expect(replay({ match: derby.slug })).rejects.toThrow(ReplayError);
    await expect(replay({ match: derby.slug })).rejects.toThrow(/lacks the goals/);
    await expect(replay({ match: 'no-such-match' })).rejects.toThrow(/answered 404/);
  });
});
