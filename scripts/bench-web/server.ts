/**
 * The production site as deployed: `npm run build` output (run here when site/build is missing) served by the real
 * server in production mode (NODE_ENV=production, so React renders with its production build), on a PGlite folder —
 * a new one per run (first start imports the real data), or BENCH_WEB_DATABASE_DIR to reuse one.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startApiServer, type ApiServer } from '../../tests/e2e/support/startApiServer.ts';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const clientDir = path.join(repoRoot, 'site/build/client');

export const BENCH_FEED_TOKEN = 'bench-web-feed-token';

export function ensureSiteBuild(): void {
  if (existsSync(path.join(repoRoot, 'site/build/server/index.js'))) return;
  console.log('site/build is missing: running npm run build…');
  const result = spawnSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('npm run build failed');
}

export async function startProductionServer(): Promise<ApiServer> {
  process.env.NODE_ENV = 'production';
  // Production mode refuses to start without a back-office user: the benchmark's own, in its own database.
  process.env.ADMIN_EMAIL ??= 'bench-web@example.com';
  process.env.ADMIN_PASSWORD ??= 'bench-web-only-password';
  // …and without the public origin its feeds and sitemaps link to (never the Host header).
  process.env.PALLONE_SITE_ORIGIN ??= 'https://bench.pallone.example';
  // …and with a live feed, which the live pages' replay plays through (liveReplay.ts).
  process.env.FEED_TOKEN ??= BENCH_FEED_TOKEN;
  if (process.env.BENCH_WEB_DATABASE_DIR) process.env.E2E_DATABASE_DIR = process.env.BENCH_WEB_DATABASE_DIR;
  return startApiServer();
}
