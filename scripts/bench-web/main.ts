/**
 * `npm run bench:web` (issues #5 §4 and #14): the production build of the public site, every kind of public page,
 * served by the real server, measured with Lighthouse (mobile, simulated throttling) on Debian's Chromium and with
 * autocannon for server render times; then a match page and today's live scores while a real match is replayed
 * live through the feed (liveReplay.ts).
 * Prints a table, writes artifacts/bench-web.json and exits 1 naming every missed target. Not part of `npm test`.
 *
 * Lighthouse runs each page BENCH_WEB_LIGHTHOUSE_RUNS (5) times and keeps the run with the median score.
 * Env: BENCH_WEB_DATABASE_DIR reuses an imported PGlite folder; BENCH_WEB_SECONDS (5) and BENCH_WEB_CONNECTIONS
 * (1) shape the render load; CHROME_PATH (/usr/bin/chromium).
 */
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM, startLighthouse } from './lighthouse.ts';
import { benchmarkPages } from './pages.ts';
import { measureRender } from './renderLatency.ts';
import { resultsTable, writeResults } from './report.ts';
import { LIVE_PAGES, REPLAYED, startLiveReplay } from './liveReplay.ts';
import { BENCH_FEED_TOKEN, clientDir, ensureSiteBuild, repoRoot, startProductionServer } from './server.ts';
import type { Page } from './pages.ts';
import { medianRun, type LighthouseFigures, type PageResult } from './targets.ts';

const seconds = Number(process.env.BENCH_WEB_SECONDS ?? 5);
const connections = Number(process.env.BENCH_WEB_CONNECTIONS ?? 1);
const lighthouseRuns = Number(process.env.BENCH_WEB_LIGHTHOUSE_RUNS ?? 5);
const authorization = `Basic ${Buffer.from('pallone:pallone').toString('base64')}`;
const output = path.join(repoRoot, 'artifacts/bench-web.json');

const loadAverageAtStart = os.loadavg().map((load) => Math.round(load * 100) / 100);
ensureSiteBuild();
const startedAt = performance.now();
const server = await startProductionServer();
console.log(`server ready at ${server.origin} in ${((performance.now() - startedAt) / 1000).toFixed(1)} s`);
let exitCode = 1;
const headers = { authorization, 'accept-language': 'it' };

/** Render times, then Lighthouse, of `pages`. */
async function measure(pages: readonly Page[]): Promise<PageResult[]> {
  const results: PageResult[] = [];
  // Render times first, with the browser not yet running: the two would compete for the same two cores.
  for (const page of pages) {
    const render = await measureRender(`${server.origin}${page.path}`, { connections, seconds, headers });
    console.log(`render ${page.path}: p95 ${render.p95Ms} ms (${render.requests} requests)`);
    results.push({ name: page.name, path: page.path, render });
  }
  const lighthouse = await startLighthouse({ clientDir, headers: { Authorization: authorization } });
  try {
    for (const [index, page] of pages.entries()) {
      const runs: LighthouseFigures[] = [];
      for (let run = 0; run < lighthouseRuns; run++)
        runs.push(await lighthouse.run(`${server.origin}${page.path}`));
      const median = medianRun(runs);
      console.log(`lighthouse ${page.path}: scores ${runs.map((run) => run.performanceScore).join(', ')}`);
      for (const run of runs)
        console.log(
          `  score ${run.performanceScore}: FCP ${Math.round(run.fcpMs)} ms, LCP ${Math.round(run.lcpMs)} ms, ` +
            `TBT ${Math.round(run.tbtMs)} ms, CLS ${run.cls.toFixed(3)}, JS ${(run.jsGzipBytes / 1000).toFixed(1)} kB`,
        );
      results[index]!.lighthouse = { ...median, scoresOfAllRuns: runs.map((run) => run.performanceScore) };
    }
  } finally {
    await lighthouse.close();
  }
  return results;
}

try {
  const results = await measure(await benchmarkPages(server.origin, headers));
  // The live state last: the replayed match would turn today's live scores, measured above without it, live.
  const replay = await startLiveReplay(server.origin, process.env.FEED_TOKEN ?? BENCH_FEED_TOKEN, headers);
  try {
    results.push(...(await measure(LIVE_PAGES)));
  } finally {
    replay.stop();
  }

  console.log(`\n${resultsTable(results)}\n`);
  const missed = await writeResults(output, results, {
    chromium: CHROMIUM,
    lighthouse: `mobile, simulated throttling (default config), performance category, median of ${lighthouseRuns} runs`,
    render: { tool: 'autocannon', connections, seconds, warmUpRequests: 5 },
    server: 'packages/server node src/start.ts, NODE_ENV=production, PGlite',
    jsGzip: 'scripts the page requested, gzip level 6 of the files in site/build/client',
    livePages: `${LIVE_PAGES.map((page) => page.path).join(', ')} while ${REPLAYED} is replayed live at speed 1`,
    loadAverageAtStart,
  });
  console.log(`results: ${path.relative(repoRoot, output)}`);
  if (missed.length === 0) {
    console.log('all targets met');
    exitCode = 0;
  } else {
    console.log(`targets missed (${missed.length}):\n${missed.map((line) => `  ✗ ${line}`).join('\n')}`);
  }
} finally {
  await server.stop();
}
process.exit(exitCode);
