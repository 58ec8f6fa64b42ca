/**
 * Live out in real Chromium (issue #11 §4): the 2022 World Cup final is replayed through the live feed onto a
 * fixture of the data not played yet (`npm run replay -- … --target`), while a partner page with the embed
 * (LiveScores and MatchTimeline) and the site's page of that match are open. Both show each goal as it is scored,
 * without a reload, and they keep doing so after the server restarts under them (their stream reconnects to the
 * new process). Needs `npm run build`; run by `npm run test:e2e`.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runReplay } from '../../packages/server/src/replay/runReplay.ts';
import { launchChromium } from './support/chromium.ts';
import {
  EMBED_FILE,
  FINAL_SCORES,
  FINAL_SLUG,
  READ_EMBED,
  READ_SITE,
  REPLAY_TARGET,
  findReplayTarget,
  recordScores,
  seenOn,
  startLivePartner,
  waitForEmbedRow,
  waitForScores,
} from './support/liveScoresWatch.ts';
import { openVisitor, waitForQuiet, type SiteVisitor } from './support/siteVisitor.ts';
import { startApiServer, type ApiServer } from './support/startApiServer.ts';
import type { StaticServer } from './support/staticServer.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const FEED_TOKEN = 'e2e-browser-feed-token';
const credentials = { user: 'pallone', password: 'pallone' };

let databaseDir: string;
let api: ApiServer;
let partner: StaticServer;
let browser: Browser;
let visitor: SiteVisitor;
let target: { id: number; pallonecomSlug: string };

async function startApi(port?: number): Promise<ApiServer> {
  return startApiServer({
    databaseUrl: `pglite:${databaseDir}`,
    env: { FEED_TOKEN },
    ...(port ? { port } : {}),
  });
}

beforeAll(async () => {
  if (!existsSync(EMBED_FILE)) throw new Error(`${EMBED_FILE} is missing: run \`npm run build\` first`);
  databaseDir = await mkdtemp(path.join(tmpdir(), 'pallone-e2e-live-'));
  api = await startApi();
  target = await findReplayTarget(api.origin);
  partner = await startLivePartner(api.origin, target.id, REPLAY_TARGET.date);
  browser = await launchChromium();
  visitor = await openVisitor(browser, api.origin);
}, 600_000);

afterAll(async () => {
  await browser?.close();
  await Promise.all([partner?.stop(), api?.stop()]);
  if (databaseDir) await rm(databaseDir, { recursive: true, force: true });
});

describe('a replay of the 2022 final, watched live', () => {
  it('shows every goal on a partner embed and on the match page, without a reload, after a server restart', async () => {
    const embed = await visitor.context.newPage();
    // For the failure message: what each page's live stream requests got.
    const streamLog: string[] = [];
    for (const page of [embed, visitor.page]) {
      page.on('response', (response) => {
        if (response.url().includes('/live/stream'))
          streamLog.push(`${response.status()} ${response.request().method()} ${response.url()}`);
      });
      page.on('requestfailed', (request) => {
        if (request.url().includes('/live/stream'))
          streamLog.push(`failed ${request.url()} ${request.failure()?.errorText ?? ''}`);
      });
      page.on('console', (message) => streamLog.push(`console ${message.type()}: ${message.text()}`));
    }
    await embed.goto(partner.origin);
    await waitForEmbedRow(embed, target.pallonecomSlug);
    const site = visitor.page;
    await site.goto(`${api.origin}/partite/${target.pallonecomSlug}`);
    await waitForQuiet(site);
    await recordScores(embed, READ_EMBED(target.pallonecomSlug));
    await recordScores(site, READ_SITE);

    // The server restarts under the open pages; their streams must find the new process by themselves.
    const port = Number(new URL(api.origin).port);
    const reopened = [embed, site].map((page) =>
      page.waitForResponse(
        (response) =>
          response.url().includes('/live/stream') &&
          response.request().method() === 'GET' &&
          response.status() === 200,
        { timeout: 240_000 }, // a restart under CI load can take a minute or more
      ),
    );
    await api.stop();
    streamLog.push('-- server stopped');
    api = await startApi(port);
    streamLog.push('-- server started again');
    // Both pages' streams find the new process by themselves.
    await Promise.all(reopened).catch((error: unknown) => {
      throw new Error(`the streams did not reopen: ${String(error)}\n${streamLog.join('\n')}`);
    });

    await runReplay({
      match: FINAL_SLUG,
      target: target.id,
      speed: 200, // 200 match seconds a second: 80' and 81' (Mbappé's two goals) are 0.3 s apart
      server: api.origin,
      feedToken: FEED_TOKEN,
      credentials,
      dataDir: path.join(root, 'data'),
      log: () => {},
    });
    for (const page of [embed, site]) await waitForScores(page, '0-0', '3-3');
    // Every goal showed as it was scored: Mbappé's two goals 97 s apart (0.3 s here) are both seen, which a
    // 15 s poll would miss.
    for (const [name, page] of [
      ['embed', embed],
      ['site', site],
    ] as const) {
      const { seen, noReload } = await seenOn(page);
      expect(noReload, `${name} reloaded`).toBe(true);
      const sinceKickOff = seen.slice(seen.lastIndexOf('0-0'));
      expect(sinceKickOff, `${name} scores: ${seen.join(' ')}`).toEqual(FINAL_SCORES);
    }
    await embed.close();
    // While the server restarted, the pages' stream requests failed at the network level; nothing else may fail.
    const restartNoise =
      /net::ERR_(CONNECTION_REFUSED|EMPTY_RESPONSE|CONNECTION_RESET|INCOMPLETE_CHUNKED_ENCODING)/;
    expect(visitor.errors.filter((error) => !restartNoise.test(error))).toEqual([]);
  }, 480_000);
});
