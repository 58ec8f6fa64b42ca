import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, isNotNull, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import {
  authors,
  bonusQuotas,
  bookmakerBonuses,
  bookmakers,
  guides,
  landingPages,
  news,
  paymentMethods,
} from '../../db/contentSchema.ts';
import { matches } from '../../db/schema.ts';
import { seedContent, seedContentIfMissing } from './seedContent.ts';
import { createSeededTestDatabase } from '../../testing/seededDatabase.ts';
import type { TestDatabase } from '../../db/testDatabase.ts';

let database: TestDatabase;

beforeAll(async () => {
  database = await createSeededTestDatabase();
});
afterAll(() => database.destroy());

async function rows(table: PgTable): Promise<number> {
  return (await database.db.select({ n: count() }).from(table))[0]!.n;
}

async function tally() {
  return {
    news: await rows(news),
    guides: await rows(guides),
    authors: await rows(authors),
    bookmakers: await rows(bookmakers),
    bonuses: await rows(bookmakerBonuses),
    quotas: await rows(bonusQuotas),
    landings: await rows(landingPages),
    payments: await rows(paymentMethods),
  };
}

describe('seedContent (run by the test global setup)', () => {
  it('writes enough samples for several pages of every list, all marked is_sample', async () => {
    const db = database.db;
    const perCategory = await db
      .select({ category: news.category, language: news.language, n: count() })
      .from(news)
      .groupBy(news.category, news.language);
    const stories = perCategory.filter((row) => row.language === 'it');
    expect(stories.reduce((sum, row) => sum + row.n, 0)).toBeGreaterThanOrEqual(30);
    expect(stories.map((row) => row.category).sort()).toEqual(['generali', 'pronostici-scommesse']);
    expect(perCategory.filter((row) => row.language === 'en').reduce((sum, row) => sum + row.n, 0)).toBe(
      stories.reduce((sum, row) => sum + row.n, 0),
    );
    const counts = await tally();
    expect(counts).toMatchObject({ guides: 12, bookmakers: 4, authors: 4, bonuses: 8, landings: 6 });
    expect(counts.quotas).toBeGreaterThanOrEqual(8);
    for (const table of [
      news,
      guides,
      authors,
      bookmakers,
      bookmakerBonuses,
      bonusQuotas,
      landingPages,
      paymentMethods,
    ]) {
      const [row] = await db.select({ n: count() }).from(table).where(eq(table.isSample, false));
      expect(row!.n).toBe(0);
    }
  });

  it('takes the scores of the match reports from the data', async () => {
    const reports = await database.db
      .select({ title: news.title, ftHome: matches.ftHome, ftAway: matches.ftAway, language: news.language })
      .from(news)
      .innerJoin(matches, eq(matches.id, news.matchId))
      .where(and(eq(news.category, 'generali'), isNotNull(news.matchId)));
    expect(reports.length).toBeGreaterThanOrEqual(20);
    for (const report of reports) expect(report.title).toContain(` ${report.ftHome}-${report.ftAway}`);
  });

  it('stores sanitized bodies only', async () => {
    const [unsafe] = await database.db
      .select({ n: count() })
      .from(news)
      .where(sql`${news.body} ~* '<script|<style|<iframe|\\son[a-z]+=|javascript:|style='`);
    expect(unsafe!.n).toBe(0);
  });

  it('is idempotent: running it again changes no count and no slug', async () => {
    const before = await tally();
    const slugs = await database.db.select({ slug: news.pallonecomSlug }).from(news).orderBy(news.id);
    await seedContent(database.db);
    expect(await tally()).toEqual(before);
    expect(await database.db.select({ slug: news.pallonecomSlug }).from(news).orderBy(news.id)).toEqual(
      slugs,
    );
  });

  it('is not repeated on start once the samples exist', async () => {
    expect(await seedContentIfMissing(database.db)).toBe(false);
  });
});
