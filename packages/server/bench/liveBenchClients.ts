/**
 * The live bench's measurement (`live.bench.ts`): raw-socket stream clients (cheaper than fetch, so the client
 * side does not dominate), a goal posted to the feed, and each client's arrival time of that goal.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';

export const BENCH_FEED_TOKEN = 'bench-live-token';
const BASIC = `Basic ${Buffer.from('pallone:pallone').toString('base64')}`;

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
export function listenerPid(port: number): number {
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
  const headers = { authorization: `Bearer ${BENCH_FEED_TOKEN}`, 'content-type': 'application/json' };
  const response = await fetch(`${base}/feed/events`, { ...init, headers });
  if (response.status === 202) return;
  throw new Error(`POST /feed/events answered ${response.status}: ${await response.text()}`);
}

/**
 * Goals posted to the server on `postPort`, clients connected to the server on `streamPort` (the same one, or
 * another process sharing the database and Redis): one table row per level of clients.
 */
export async function measureLive(
  postPort: number,
  streamPort: number,
  levels: readonly number[],
): Promise<string[]> {
  const clients: Client[] = [];
  const pid = listenerPid(streamPort);
  const base = `http://127.0.0.1:${postPort}/api/v1`;
  const post = (events: object[]) => postFeed(base, events);
  try {
    const page = (await (
      await fetch(`${base}/matches?onlyFuture=true&pageSize=10`, { headers: { authorization: BASIC } })
    ).json()) as { items: { id: number; homeTeam: { id: number } | null }[] };
    const fixture = page.items.find((item) => item.homeTeam);
    if (!fixture?.homeTeam) throw new Error('no future fixture');
    const kickoff = Date.now() - 10 * 60_000;
    const at = (minutes: number) => new Date(kickoff + minutes * 60_000).toISOString();
    await post([{ id: 'kickoff', matchId: fixture.id, at: at(0), type: 'status', status: 'inPlay1H' }]);
    const markers = levels.map((n) => `BenchGoal${n}`);
    const rows: string[] = [];
    const rssBefore = rssBytes(pid);
    for (const [level, n] of levels.entries()) {
      while (clients.length < n) {
        const batch = Array.from({ length: Math.min(200, n - clients.length) }, () =>
          openClient(streamPort, fixture.id, markers),
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
          at: at(level + 1),
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
    return rows;
  } finally {
    for (const client of clients) client.socket.destroy();
  }
}

export function printTable(rows: readonly string[]): void {
  console.log('| clients | received | p50 ms | p95 ms | p99 ms | max ms | server KB per idle client |');
  console.log('|---|---|---|---|---|---|---|');
  for (const row of rows) console.log(row);
  if (socketErrors.size > 0) console.log('client socket errors:', Object.fromEntries(socketErrors));
}
