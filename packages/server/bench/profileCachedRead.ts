/**
 * A CPU profile of the cached read path (issue #14): imports the bundled data into a fresh PGlite folder, starts
 * the server as `npm start` does under `node --cpu-prof`, warms the standings answer into the response cache, drives
 * it with autocannon, stops the server (which writes the profile) and prints the top self-time functions.
 * `node packages/server/bench/profileCachedRead.ts [path]` (default: the Serie A 2024-25 standings).
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { firstRunImportSeconds } from './serverProcess.ts';
import { selfTimes } from './cpuProfileSummary.ts';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const auth = `Basic ${Buffer.from('pallone:pallone').toString('base64')}`;
const folder = await mkdtemp(path.join(os.tmpdir(), 'pallone-profile-'));
const dbDir = path.join(folder, 'db');
await firstRunImportSeconds(dbDir);
const port = 20000 + Math.floor(Math.random() * 20000);
const child = spawn(process.execPath, ['--cpu-prof', `--cpu-prof-dir=${folder}`, 'src/start.ts'], {
  cwd: serverRoot,
  env: { ...process.env, DATABASE_URL: `pglite:${dbDir}`, PORT: String(port), HOST: '127.0.0.1' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const base = `http://127.0.0.1:${port}`;
for (;;) {
  try {
    if ((await fetch(`${base}/api/v1/openapi.json`)).ok) break;
  } catch {
    // not listening yet
  }
  await new Promise((resolve) => setTimeout(resolve, 50));
}
const get = async (urlPath: string) =>
  (await fetch(`${base}${urlPath}`, { headers: { authorization: auth, 'accept-language': 'it' } })).json();
let urlPath = process.argv[2];
if (!urlPath) {
  const seasons = (await get('/api/v1/competitions/68/seasons')) as { id: number; pallonecomSlug: string }[];
  const season = seasons.find((s) => s.pallonecomSlug === '2024-2025')!;
  const { competitionSeasonId } = (await get(
    `/api/v1/competitions/68/seasons/${season.id}/getCompetitionSeasonId`,
  )) as { competitionSeasonId: number };
  const cs = (await get(`/api/v1/competitionSeasons/${competitionSeasonId}`)) as { groups: { id: number }[] };
  urlPath = `/api/v1/groups/${cs.groups[0]!.id}/getTeamStandings`;
}
await get(urlPath);
const result = await autocannon({
  url: `${base}${urlPath}`,
  connections: 10,
  duration: Number(process.env.BENCH_SECONDS ?? 8),
  headers: { authorization: auth, 'accept-language': 'it' },
});
await new Promise((resolve) => {
  child.once('exit', resolve);
  child.kill('SIGTERM');
});
const file = (await readdir(folder)).find((name) => name.endsWith('.cpuprofile'))!;
console.log(
  `${urlPath}: ${result.requests.average.toFixed(0)} req/s, load ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
console.log(`profile: ${path.join(folder, file)}\n`);
console.log('| self time | function |\n|---:|---|');
for (const { where, share } of selfTimes(JSON.parse(await readFile(path.join(folder, file), 'utf8'))).slice(
  0,
  30,
))
  console.log(`| ${(share * 100).toFixed(1)} % | \`${where}\` |`);
