/**
 * `npm run bench`: the API on the embedded database against a bare Fastify route serving the same JSON from
 * memory, driven by autocannon in the same run. Also times the first-run import and `npm start` readiness.
 * Budgets (issue #2, raised by issue #14): cached reads ≥ 0.8× the bare route's throughput; search p99 < 50 ms;
 * start on an existing database < 3 s; first-run import < 60 s.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startBareServer } from './bareServer.ts';
import { firstRunImportSeconds, startServer } from './serverProcess.ts';
import { playerSearchTerms } from './searchTerms.ts';

const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 10;
/** Cached reads must reach this share of the bare route's requests per second (issue #14). */
const CACHED_READ_RATIO = 0.8;
const auth = `Basic ${Buffer.from('pallone:pallone').toString('base64')}`;

interface Row {
  name: string;
  rps: number;
  p99: number;
  bareRps?: number;
  bareP99?: number;
}

async function drive(
  url: string,
  paths: string[],
  extraHeaders: Record<string, string> = {},
): Promise<{ rps: number; p99: number }> {
  let next = 0;
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION,
    headers: { authorization: auth, 'accept-language': 'it', ...extraHeaders },
    requests: [
      {
        setupRequest: (request) => {
          request.path = paths[next++ % paths.length]!;
          return request;
        },
      },
    ],
  });
  if (result.non2xx > 0) throw new Error(`${url}${paths[0]}: ${result.non2xx} non-2xx responses`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

async function getJson(base: string, urlPath: string): Promise<unknown> {
  const response = await fetch(`${base}${urlPath}`, { headers: { authorization: auth } });
  if (!response.ok) throw new Error(`${urlPath} → ${response.status}`);
  return response.json();
}

const folder = await mkdtemp(path.join(os.tmpdir(), 'pallone-bench-'));
try {
  const importSeconds = await firstRunImportSeconds(path.join(folder, 'db'));
  const server = await startServer(path.join(folder, 'db'));
  const base = `http://127.0.0.1:${server.port}`;

  const seasons = (await getJson(base, '/api/v1/competitions/68/seasons')) as {
    id: number;
    pallonecomSlug: string;
  }[];
  const season = seasons.find((s) => s.pallonecomSlug === '2024-2025')!;
  const { competitionSeasonId } = (await getJson(
    base,
    `/api/v1/competitions/68/seasons/${season.id}/getCompetitionSeasonId`,
  )) as { competitionSeasonId: number };
  const cs = (await getJson(base, `/api/v1/competitionSeasons/${competitionSeasonId}`)) as {
    groups: { id: number }[];
  };
  const standingsPath = `/api/v1/groups/${cs.groups[0]!.id}/getTeamStandings`;
  const dayPath = '/api/v1/matches?date=2024-08-17';

  const terms = await playerSearchTerms();
  const searchPath = (term: string) => `/api/v1/players/search?search=${encodeURIComponent(term)}`;
  const rows: Row[] = [];
  for (const [name, urlPath] of [
    ['standings (Serie A 2024-25)', standingsPath],
    ["a day's matches (2024-08-17)", dayPath],
    [`player search (cached, "${terms[0]}")`, searchPath(terms[0]!)],
  ] as const) {
    const bare = await startBareServer(await getJson(base, urlPath));
    const api = await drive(base, [urlPath]);
    const memory = await drive(bare.url, ['/']);
    await bare.close();
    rows.push({ name, ...api, bareRps: memory.rps, bareP99: memory.p99 });
  }
  // `Cache-Control: no-cache` makes the server skip its response cache: every search hits the database.
  const search = await drive(base, terms.map(searchPath), { 'cache-control': 'no-cache' });
  rows.push({ name: `player search, uncached (${terms.length} different terms)`, ...search });
  await server.stop();

  console.log(
    `\nPallone API benchmark — ${new Date().toISOString()}, ${os.cpus().length} cores, Node ${process.version}`,
  );
  console.log(
    `autocannon ${CONNECTIONS} connections × ${DURATION} s per run; load average at the end ${os
      .loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')}\n`,
  );
  console.log('| read | API req/s | API p99 ms | bare req/s | bare p99 ms | API / bare |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const row of rows) {
    const ratio = row.bareRps ? (row.rps / row.bareRps).toFixed(2) : '–';
    console.log(
      `| ${row.name} | ${row.rps.toFixed(0)} | ${row.p99} | ${row.bareRps?.toFixed(0) ?? '–'} | ${row.bareP99 ?? '–'} | ${ratio} |`,
    );
  }
  console.log(
    `\n- first-run import of the bundled data (migrate + import, PGlite on disk): ${importSeconds.toFixed(1)} s (budget 60 s)`,
  );
  console.log(
    `- \`npm start\` on the existing database, ready to serve: ${server.readySeconds.toFixed(2)} s (budget 3 s)`,
  );
  const failures = [
    ...rows
      .filter((r) => r.bareRps && r.rps < r.bareRps * CACHED_READ_RATIO)
      .map((r) => `${r.name} below ${CACHED_READ_RATIO}× the bare route`),
    ...(search.p99 >= 50 ? [`search p99 ${search.p99} ms ≥ 50 ms`] : []),
    ...(server.readySeconds >= 3 ? ['start ≥ 3 s'] : []),
    ...(importSeconds >= 60 ? ['import ≥ 60 s'] : []),
  ];
  console.log(failures.length ? `\nOVER BUDGET: ${failures.join('; ')}` : '\nAll budgets met.');
} finally {
  await rm(folder, { recursive: true, force: true });
}
