/**
 * Live out across processes (issue #11 §3): two real server processes (`npm start`'s entry) on one PostgreSQL
 * database and one Redis. A real match is replayed through the feed of process A; a live-stream client of
 * process B receives every goal as it happens, and B's API and server-rendered match page show the final result
 * at once (B's caches were dropped through Redis). Needs PostgreSQL (DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/test, used as the admin connection), Redis (REDIS_URL, default
 * redis://127.0.0.1:6379) and `npm run build`; run by `npm run test:e2e` in `.ci/run`.
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchResultText, type LiveStreamMessage } from '@pallone/core';
import { runReplay } from '../../packages/server/src/replay/runReplay.ts';
import { openLiveStreamClient } from './support/liveStreamClient.ts';
import { startApiServer, type ApiServer } from './support/startApiServer.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const adminUrl = process.env.DATABASE_URL?.startsWith('postgres')
  ? process.env.DATABASE_URL
  : 'postgres://postgres@127.0.0.1:5432/test';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const database = `pallone_live_e2e_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
const FEED_TOKEN = 'e2e-live-feed-token';
const FINAL = 'argentina-francia-2022-12-18';
const credentials = { user: 'pallone', password: 'pallone' };
const authorization = `Basic ${Buffer.from('pallone:pallone').toString('base64')}`;

async function asAdmin(sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

let a: ApiServer;
let b: ApiServer;

beforeAll(async () => {
  await asAdmin(`CREATE DATABASE ${database}`);
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  const env = { REDIS_URL: redisUrl, FEED_TOKEN };
  // A first: its first start migrates and imports the bundled data; B then finds the database ready.
  a = await startApiServer({ databaseUrl: url.toString(), env });
  b = await startApiServer({ databaseUrl: url.toString(), env });
}, 600_000);

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await asAdmin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
});

describe('a replay fed to one process', () => {
  it("reaches the other process's stream clients goal by goal, and its API and page at once", async () => {
    const stream = await openLiveStreamClient(b.origin, 'date=2022-12-18', credentials);
    let matchId: number;
    try {
      await stream.waitFor((message) => message.type === 'snapshot-end');
      const replay = await runReplay({
        match: FINAL,
        speed: 1200, // 20 match minutes a second: the final, extra time and shoot-out in about 8 s
        server: a.origin,
        feedToken: FEED_TOKEN,
        credentials,
        dataDir: path.join(root, 'data'),
        log: () => {},
      });
      const isFinal = (message: LiveStreamMessage) =>
        message.type === 'match' &&
        message.data.id === replay.matchId &&
        message.data.ended &&
        message.data.penalties?.home === 4 &&
        message.data.penalties.away === 2;
      await stream.waitFor(isFinal);
      matchId = replay.matchId;

      const scores = stream.messages
        .filter((m): m is Extract<LiveStreamMessage, { type: 'match' }> => m.type === 'match')
        .filter((m) => m.data.id === replay.matchId)
        .map((m) => matchResultText(m.data, 'en'));
      // Every goal of the real final arrived on B as its own change, in order (0-0 is the kick-off).
      const steps = [...new Set(scores)];
      for (const expected of ['1-0', '2-0', '2-1', '2-2', '3-2', '3-3', '3-3 a.e.t. (4-2 pens)'])
        expect(steps, `scores seen on B: ${steps.join(', ')}`).toContain(expected);
      expect(steps.indexOf('2-1')).toBeLessThan(steps.indexOf('2-2'));
      const goals = stream.messages.filter(
        (m) =>
          m.type === 'event' &&
          m.data.matchId === replay.matchId &&
          m.data.change === 'added' &&
          m.data.event.subtype === 'goal',
      );
      expect(goals.length).toBeGreaterThanOrEqual(6);
    } finally {
      stream.close();
    }

    // B's API answers the final result at once (its response cache was dropped over Redis).
    const api = await fetch(`${b.origin}/api/v1/matches/${matchId}`, { headers: { authorization } });
    expect(api.status).toBe(200);
    const match = (await api.json()) as { ended: boolean; extraTime: unknown; penalties: unknown };
    expect(match).toMatchObject({
      ended: true,
      extraTime: { home: 3, away: 3 },
      penalties: { home: 4, away: 2 },
    });

    // A page B renders shows it too.
    const page = await fetch(`${b.origin}/partite/${FINAL}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('3 : 3');
  });
});
