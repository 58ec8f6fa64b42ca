/**
 * `npm run bench:feed`: the live feed on the real server (PGlite folder, as `npm start` runs it). Measures
 * events accepted per second in batches of 100 (one match per batch, 1 and 4 senders) and of 1 (one match
 * growing event by event), and the time from a POST to its state in GET /matches/{id} (the read cached first).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { firstRunImportSeconds, startServer } from './serverProcess.ts';

const TOKEN = 'bench-feed-token';
process.env.FEED_TOKEN = TOKEN;
const BASIC = `Basic ${Buffer.from('pallone:pallone').toString('base64')}`;
const SUBTYPES = ['yellow', 'substitute-in', 'substitute-out', 'goal', 'red'] as const;

interface Fixture {
  id: number;
  home: number;
  away: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

function statusEvent(match: Fixture, id: string, at: Date, status: string) {
  return { id, matchId: match.id, at: at.toISOString(), type: 'status', status };
}

function matchEvent(match: Fixture, id: string, minute: number, subtype: string) {
  return {
    id,
    matchId: match.id,
    at: new Date(Date.parse('2027-01-01T15:00:00Z') + minute * 60_000).toISOString(),
    type: 'event',
    subtype,
    teamId: minute % 2 === 0 ? match.home : match.away,
    playerName: `Player ${minute}`,
    minute: minute % 131,
    stoppage: null,
    period: minute % 131 <= 45 ? '1H' : '2H',
  };
}

async function main(): Promise<void> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'pallone-feed-bench-'));
  try {
    const importSeconds = await firstRunImportSeconds(path.join(folder, 'db'));
    const server = await startServer(path.join(folder, 'db'));
    const base = `http://127.0.0.1:${server.port}/api/v1`;
    const post = async (events: object[]) => {
      const response = await fetch(`${base}/feed/events`, {
        method: 'POST',
        headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
        body: JSON.stringify({ events }),
      });
      if (response.status !== 202) throw new Error(`POST → ${response.status} ${await response.text()}`);
      return (await response.json()) as { accepted: number };
    };
    const get = async (url: string) => {
      const response = await fetch(`${base}${url}`, { headers: { authorization: BASIC } });
      if (!response.ok) throw new Error(`${url} → ${response.status}`);
      return response.json();
    };
    try {
      const page = (await get('/matches?onlyFuture=true&pageSize=100')) as {
        items: { id: number; homeTeam: { id: number } | null; awayTeam: { id: number } | null }[];
      };
      const fixtures: Fixture[] = page.items.flatMap((item) =>
        item.homeTeam && item.awayTeam
          ? [{ id: item.id, home: item.homeTeam.id, away: item.awayTeam.id }]
          : [],
      );
      if (fixtures.length < 50) throw new Error(`only ${fixtures.length} future fixtures`);
      const kickoff = new Date('2027-01-01T15:00:00Z');
      let next = 0;
      const batchOf100 = (match: Fixture) => [
        statusEvent(match, `b${next++}`, kickoff, 'inPlay1H'),
        ...Array.from({ length: 99 }, (_, i) =>
          matchEvent(match, `b${next++}`, i + 1, SUBTYPES[i % SUBTYPES.length]!),
        ),
      ];

      // Batches of 100, one sender: 20 matches.
      let started = performance.now();
      let accepted = 0;
      for (const match of fixtures.slice(0, 20)) accepted += (await post(batchOf100(match))).accepted;
      const batch100 = accepted / ((performance.now() - started) / 1000);

      // Batches of 100, 4 senders on different matches: 24 matches.
      started = performance.now();
      accepted = 0;
      const queue = fixtures.slice(20, 44);
      await Promise.all(
        Array.from({ length: 4 }, async () => {
          for (let match = queue.shift(); match; match = queue.shift())
            accepted += (await post(batchOf100(match))).accepted;
        }),
      );
      const batch100x4 = accepted / ((performance.now() - started) / 1000);

      // Batches of 1 on one match, which grows from 0 to 200 events.
      const single = fixtures[44]!;
      await post([statusEvent(single, `s${next++}`, kickoff, 'inPlay1H')]);
      const latencies: number[] = [];
      started = performance.now();
      for (let i = 0; i < 200; i++) {
        const began = performance.now();
        await post([matchEvent(single, `s${next++}`, (i % 90) + 1, SUBTYPES[i % SUBTYPES.length]!)]);
        latencies.push(performance.now() - began);
      }
      const batch1 = 200 / ((performance.now() - started) / 1000);
      latencies.sort((a, b) => a - b);

      // POST a goal → GET /matches/{id} shows it (the GET cached before each POST).
      const watched = fixtures[45]!;
      await post([statusEvent(watched, `w${next++}`, kickoff, 'inPlay1H')]);
      const visible: number[] = [];
      for (let goals = 1; goals <= 50; goals++) {
        await get(`/matches/${watched.id}`);
        const began = performance.now();
        await post([{ ...matchEvent(watched, `w${next++}`, 10, 'goal'), teamId: watched.home }]);
        for (;;) {
          const body = (await get(`/matches/${watched.id}`)) as { homeScore: number | null };
          if (body.homeScore === goals) break;
        }
        visible.push(performance.now() - began);
      }
      visible.sort((a, b) => a - b);

      const round = (value: number) => Math.round(value * 10) / 10;
      console.table([
        { measure: 'batches of 100, 1 sender (events/s)', value: Math.round(batch100) },
        { measure: 'batches of 100, 4 senders (events/s)', value: Math.round(batch100x4) },
        { measure: 'batches of 1, 1 sender (events/s)', value: Math.round(batch1) },
        { measure: 'batch of 1: POST p50 (ms)', value: round(percentile(latencies, 0.5)) },
        { measure: 'batch of 1: POST p99 (ms)', value: round(percentile(latencies, 0.99)) },
        { measure: 'POST → GET shows it p50 (ms)', value: round(percentile(visible, 0.5)) },
        { measure: 'POST → GET shows it p99 (ms)', value: round(percentile(visible, 0.99)) },
      ]);
      console.log(
        `first-run import ${importSeconds.toFixed(1)} s; server ready in ${server.readySeconds.toFixed(2)} s`,
      );
    } finally {
      await server.stop();
    }
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

await main();
