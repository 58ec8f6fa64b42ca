/**
 * The pages in their live state, the one visitors load most at the peak: a real match replayed through the
 * server's live feed (`npm run replay`, README "Replays") at the speed of a real match, so it stays live through
 * the whole measurement. The 2022 World Cup final is played onto itself: its match page is a match being played,
 * and today's live scores merge it in (the API's live list), so they follow the live stream as on a match day.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from './server.ts';
import type { Page } from './pages.ts';

export const REPLAYED = 'argentina-francia-2022-12-18';

/** The pages measured while the replay plays. */
export const LIVE_PAGES: Page[] = [
  { name: 'match being played', path: `/partite/${REPLAYED}` },
  { name: "today's live scores, a match live", path: '/live-risultati' },
];

export interface LiveReplay {
  stop(): void;
}

/** The replay's match is in the API's live list: the pages now show it live. */
async function waitUntilLive(
  origin: string,
  headers: Record<string, string>,
  timeoutMs = 60_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const live = (await fetch(`${origin}/api/v1/matches/getHomeLiveMatches`, { headers }).then((response) =>
      response.json(),
    )) as { pallonecomSlug: string }[];
    if (live.some((match) => match.pallonecomSlug === REPLAYED)) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${REPLAYED} not live ${timeoutMs} ms after its replay started`);
}

/** Starts the replay at speed 1 (two hours and more of play) against `origin`, whose FEED_TOKEN is `feedToken`. */
export async function startLiveReplay(
  origin: string,
  feedToken: string,
  headers: Record<string, string>,
): Promise<LiveReplay> {
  let log = '';
  const child = spawn(
    process.execPath,
    [path.join(repoRoot, 'packages/server/src/replay/cli.ts'), REPLAYED, '--speed', '1', '--server', origin],
    { env: { ...process.env, FEED_TOKEN: feedToken }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  child.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
  try {
    await waitUntilLive(origin, headers);
  } catch (error) {
    child.kill();
    throw new Error(`${(error as Error).message}\n${log}`);
  }
  return { stop: () => void child.kill() };
}
