import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { matches } from '../../db/schema.ts';
import { BASIC_AUTH_HEADER } from '../../testing/testApp.ts';
import { testAppPerFile } from '../../testing/testAppPerFile.ts';

const API = '/api/v1';
/** The server's clock: LaLiga 2026-27 (with two promoted clubs that meet on 06/12/2026) is under way. */
const NOW = new Date('2026-11-22T12:00:00Z');
/** Two promoted clubs, neither with a result in the data: the model has no prediction (issue #15's 404). */
const PROMOTED_DERBY = 'es.1/2026-27/2026-12-06/real-racing-club-de-santander-v-rc-deportivo-la-coruna';

interface Item {
  id: number;
  pallonecomSlug: string;
  date: string;
  competition: { id: number; pallonecomSlug: string };
  predictions: { matchId: number; tip: string } | null;
}
interface Page {
  items: Item[];
  total: number;
  upcoming: boolean;
}

const t = testAppPerFile({ now: () => NOW });

async function page(json: Record<string, unknown>): Promise<Page> {
  const response = await t.inject({
    method: 'POST',
    url: `${API}/matches/predictions/getPaginated`,
    headers: { authorization: BASIC_AUTH_HEADER },
    payload: json,
  });
  expect(response.statusCode).toBe(200);
  return response.json<Page>();
}

/** Every page of a prediction list, in order. */
async function allPages(filter: Record<string, unknown>): Promise<{ items: Item[]; total: number }> {
  const first = await page({ page: 1, pageSize: 50, ...filter });
  const items = [...first.items];
  for (let n = 2; (n - 1) * 50 < first.total; n++)
    items.push(...(await page({ page: n, pageSize: 50, ...filter })).items);
  return { items, total: first.total };
}

/** The address the site links a row to: its prediction article, in the match's competition. */
const articleUrl = (item: Item) =>
  `${API}/news/prediction/pallonecomSlug/pronostico-${item.pallonecomSlug}?competitionSlug=${item.competition.pallonecomSlug}`;

async function expectEveryLinkResolves(items: readonly Item[]): Promise<void> {
  for (const item of items) {
    const response = await t.get(articleUrl(item));
    expect(response.statusCode, articleUrl(item)).toBe(200);
  }
}

describe('prediction lists hold only predicted matches, each linking to an article that exists', () => {
  it('the /pronostici list: every upcoming match, soonest first, once, each with a prediction and its article', async () => {
    const { items, total } = await allPages({});
    expect(items).toHaveLength(total);
    expect(total).toBeGreaterThan(50);
    expect(new Set(items.map((item) => item.id)).size).toBe(items.length);
    const dates = items.map((item) => item.date);
    expect([...dates].sort()).toEqual(dates);
    // an article is served for every match with a prediction: following the first page's links proves the route
    for (const item of items) expect(item.predictions?.matchId).toBe(item.id);
    await expectEveryLinkResolves(items.slice(0, 20));
  }, 120_000);

  it('leaves out the fixture of two promoted clubs the model cannot predict (its article is a 404)', async () => {
    const [derby] = await t.database.db
      .select({ id: matches.id, slug: matches.pallonecomSlug })
      .from(matches)
      .where(eq(matches.sourceId, PROMOTED_DERBY));
    expect(derby).toBeDefined();
    expect((await t.get(`${API}/matches/${derby!.id}/predictions`)).statusCode).toBe(404);
    expect((await t.get(`${API}/news/prediction/pallonecomSlug/pronostico-${derby!.slug}`)).statusCode).toBe(
      404,
    );
    const laliga = await allPages({ competitionId: 61 });
    expect(laliga.items.map((item) => item.id)).not.toContain(derby!.id);
    expect(laliga.items.length).toBeGreaterThan(100);
    for (const item of laliga.items) expect(item.competition.id).toBe(61);
    // the other matches of the promoted clubs' day, all linked and all served
    const sameDay = laliga.items.filter((item) => item.date.startsWith('2026-12-06'));
    expect(sameDay.length).toBeGreaterThan(2);
    await expectEveryLinkResolves(sameDay);
  }, 60_000);

  it('the featured predictions and a fallback list of results link to articles that exist', async () => {
    const featured = await t.get(`${API}/predictions/home?limit=20`);
    const home = featured.json<{ items: Item[] }>().items;
    expect(home).toHaveLength(20);
    for (const item of home) expect(item.predictions).not.toBeNull();
    await expectEveryLinkResolves(home);
    const serieA = await page({ page: 1, pageSize: 20, competitionId: 68 });
    expect(serieA.upcoming).toBe(false);
    expect(serieA.items.length).toBeGreaterThan(0);
    for (const item of serieA.items) expect(item.predictions).not.toBeNull();
    await expectEveryLinkResolves(serieA.items);
  }, 60_000);
});
