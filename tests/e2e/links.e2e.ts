/**
 * Every internal link of the public site answers 200: a breadth-first crawl over plain fetch (no browser) from the
 * main pages, in Italian and in English, of up to 150 pages per language sampled across all route shapes
 * (support/linkCrawler.ts). Fails listing each broken link with the page that linked it. Needs `npm run build`.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crawlSite } from './support/linkCrawler.ts';
import { startApiServer, type ApiServer } from './support/startApiServer.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const siteBuild = path.join(root, 'site/build/server/index.js');
const AUTHORIZATION = `Basic ${Buffer.from('pallone:pallone').toString('base64')}`;
const STARTS = [
  '/',
  '/news',
  '/pronostici',
  '/statistiche',
  '/live-risultati',
  '/campionato/italia-serie-a',
  '/scommesse/guide',
  '/squadre/fc-internazionale-milano',
  '/giocatori/lionel-messi',
  '/partite/hellas-verona-fc-as-roma-2026-05-24',
];
const MAX_PAGES = 150;

let api: ApiServer;

beforeAll(async () => {
  if (!existsSync(siteBuild)) throw new Error(`${siteBuild} is missing: run \`npm run build\` first`);
  api = await startApiServer();
}, 360_000);

afterAll(async () => {
  await api?.stop();
});

describe('links of the public site', () => {
  for (const language of ['it', 'en'] as const) {
    it(`every internal link answers 200 (lang=${language})`, async () => {
      const { pages, broken } = await crawlSite({
        origin: api.origin,
        starts: STARTS,
        maxPages: MAX_PAGES,
        headers: { authorization: AUTHORIZATION, cookie: `lang=${language}` },
      });
      expect(pages).toBe(MAX_PAGES);
      const report = broken.map(({ path, status, from }) => `${status}  ${path}  (linked from ${from})`);
      expect(report, `${broken.length} broken links in ${pages} pages`).toEqual([]);
    }, 60_000);
  }
});
