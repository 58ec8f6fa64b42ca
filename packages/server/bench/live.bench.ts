/**
 * `npm run bench:live`: the live stream on the real server (PGlite folder, as `npm start` runs it). For 1,000,
 * 5,000 and 10,000 stream clients on one process: the time from POST /feed/events (a goal) to the goal's
 * arrival at each client (p50, p95, p99, max), and the server's memory per idle client (RSS growth / clients).
 * Clients are raw sockets in this process (cheaper than fetch, so the client side does not dominate).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { connect, type Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { firstRunImportSeconds, startServer } from './serverProcess.ts';

const TOKEN = 'bench-live-token';
process.env.FEED_TOKEN = TOKEN;
process.env.PALLONE_LIVE_MAX_CLIENTS = '20000';
const BASIC = `Basic ${Buffer.from('pallone:pallone').toString('base64')}`;
const LEVELS = [1_000, 5_000, 10_000];

interface Client {
  socket: Socket;
  tail: string;
  ready: Promise<void>;
  arrived: Map<string, number>;
}

const socketErrors = new Map<string, number>();

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

/** The pid listening on `port` (tsx runs the server in a child of the process it was started as). */
function listenerPid(port: number): number {
  const line = execFileSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' });
  const pid = /pid=(\d+)/.exec(line)?.[1];
  if (!pid) throw new Error(`no process listens on ${port}`);
  return Number(pid);
}

const rssBytes = (pid: number) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;

function openClient(port: number, matchId: number, markers: readonly string[]): Client {
  const socket = connect(port, '127.0.0.1');
  socket.setEncoding('utf8');
  const client: Client = { socket, tail: '', ready: Promise.resolve(), arrived: new Map() };
  client.ready = new Promise((resolve) => {
    // A refused or reset connection counts as a client that received nothing (the table's "received").
    socket.on('error', (error) => {
      socketErrors.set(error.message, (socketErrors.get(error.message) ?? 0) + 1);
      resolve();
    });
    socket.on('data', (chunk: string) => {
      const text = client.tail + chunk;
      if (text.includes('event: snapshot-end')) resolve();
      for (const marker of markers)
        if (!client.arrived.has(marker) && text.includes(marker))
          client.arrived.set(marker, performance.now());
      client.tail = text.slice(-64);
    });
  });
  socket.write(
    `GET /api/v1/live/stream?matchIds=${matchId} HTTP/1.1\r\nHost: bench\r\nAuthorization: ${BASIC}\r\n\r\n`,
  );
  return client;
}

/** POST /feed/events; anything but 202 stops the bench. */
async function postFeed(base: string, events: object[]): Promise<void> {
  const init = { method: 'POST', body: JSON.stringify({ events }) };
  const headers = { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' };
  const response = await fetch(`${base}/feed/events`, { ...init, headers });
  if (response.status === 202) return;
  throw new Error(`POST /feed/events answered ${response.status}: ${await response.text()}`);
}

async function main(): Promise<void> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'pallone-live-bench-'));
  const clients: Client[] = [];
  try {
    const importSeconds = await firstRunImportSeconds(path.join(folder, 'db'));
    const server = await startServer(path.join(folder, 'db'), 180_000);
    const pid = listenerPid(server.port);
    const base = `http://127.0.0.1:${server.port}/api/v1`;
    const post = (events: object[]) => postFeed(base, events);
    try {
      const page = (await (
        await fetch(`${base}/matches?onlyFuture=true&pageSize=10`, { headers: { authorization: BASIC } })
      ).json()) as { items: { id: number; homeTeam: { id: number } | null }[] };
      const fixture = page.items.find((item) => item.homeTeam);
      if (!fixture?.homeTeam) throw new Error('no future fixture');
      const kickoff = Date.now() - 10 * 60_000;
      await post([
        {
          id: 'kickoff',
          matchId: fixture.id,
          at: new Date(kickoff).toISOString(),
          type: 'status',
          status: 'inPlay1H',
        },
      ]);
      const markers = LEVELS.map((n) => `BenchGoal${n}`);
      const rows: string[] = [];
      const rssBefore = rssBytes(pid);
      for (const [level, n] of LEVELS.entries()) {
        while (clients.length < n) {
          const batch = Array.from({ length: Math.min(200, n - clients.length) }, () =>
            openClient(server.port, fixture.id, markers),
          );
          clients.push(...batch);
          await Promise.all(batch.map((client) => client.ready));
        }
        await new Promise((resolve) => setTimeout(resolve, 1000));
        const perClientKb = (rssBytes(pid) - rssBefore) / n / 1024;
        const marker = markers[level]!;
        const sent = performance.now();
        await post([
          {
            id: `goal-${n}`,
            matchId: fixture.id,
            at: new Date(kickoff + (level + 1) * 60_000).toISOString(),
            type: 'event',
            subtype: 'goal',
            teamId: fixture.homeTeam.id,
            playerName: marker,
            minute: level + 1,
            stoppage: null,
            period: '1H',
          },
        ]);
        const deadline = Date.now() + 60_000;
        while (clients.some((client) => !client.arrived.has(marker)) && Date.now() < deadline)
          await new Promise((resolve) => setTimeout(resolve, 5));
        const latencies = clients
          .map((client) => (client.arrived.get(marker) ?? Number.NaN) - sent)
          .filter(Number.isFinite)
          .sort((a, b) => a - b);
        const ms = (p: number) => Math.round(percentile(latencies, p));
        rows.push(
          `| ${n.toLocaleString('en')} | ${latencies.length} | ${ms(0.5)} | ${ms(0.95)} | ${ms(0.99)} | ` +
            `${Math.round(latencies.at(-1)!)} | ${perClientKb.toFixed(1)} |`,
        );
      }
      console.log(
        `first-run import ${importSeconds.toFixed(1)} s, server ready ${server.readySeconds.toFixed(1)} s`,
      );
      console.log('| clients | received | p50 ms | p95 ms | p99 ms | max ms | server KB per idle client |');
      console.log('|---|---|---|---|---|---|---|');
      for (const row of rows) console.log(row);
      if (socketErrors.size > 0) console.log('client socket errors:', Object.fromEntries(socketErrors));
      console.log(`loadavg: ${readFileSync('/proc/loadavg', 'utf8').trim()} (${os.cpus().length} cores)`);
    } finally {
      for (const client of clients) client.socket.destroy();
      await server.stop();
    }
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

await main();
