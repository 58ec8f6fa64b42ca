/**
 * The sample content (issue 3 part 3), written over the imported sports data: authors, guides, bookmakers with
 * bonuses, boosted odds on real matches, landing pages, payment methods, crawl URLs and news written from the
 * real results. Every row has `is_sample = true`. Idempotent: rows are upserted by slug (boosted odds by
 * bookmaker, match, market and selection), so running it twice changes nothing.
 */
import type { Db } from '../../db/database.ts';
import { authors } from '../../db/contentSchema.ts';
import { SAMPLE_AUTHORS } from './authors.ts';
import { boostedOdds } from './boostedOdds.ts';
import { IMPORTANT_COMPETITION_IDS, IMPORTANT_PATHS, ORDINARY_PATHS } from './directories.ts';
import { SAMPLE_GUIDES } from './guides.ts';
import { SAMPLE_LANDINGS } from './landings.ts';
import { competitionSlugs } from './matchSources.ts';
import { matchReports } from './matchReports.ts';
import { seasonNumbers } from './seasonNumbers.ts';
import {
  writeAuthors,
  writeBookmakers,
  writeBoosts,
  writeCrawlUrls,
  writePaymentMethods,
} from './writeDirectories.ts';
import { writeGuides, writeLandings, writeNews } from './writeStories.ts';

/** Competitions the sample news are about: Serie A, Premier League, LaLiga, Bundesliga, Ligue 1, Champions League. */
export const SAMPLE_NEWS_COMPETITION_IDS = [68, 7, 61, 54, 43, 12] as const;
/** Competitions with fixtures after the data's last results, for boosted odds on upcoming matches. */
const BOOST_COMPETITION_IDS = [61, 43, 73, 145, 68, 7, 54] as const;
const GUIDES_PUBLISHED_AT = new Date('2025-08-01T08:00:00Z');

export interface SeedContentReport {
  news: number;
  guides: number;
  landings: number;
  boosts: number;
}

/** A database imported before the content tables existed gets the samples once: when it has no author yet. */
export async function seedContentIfMissing(db: Db): Promise<boolean> {
  const [any] = await db.select({ id: authors.id }).from(authors).limit(1);
  if (any) return false;
  await seedContent(db);
  return true;
}

export async function seedContent(db: Db, now: Date = new Date()): Promise<SeedContentReport> {
  const authorIds = await writeAuthors(db);
  const bookmakerIds = await writeBookmakers(db);
  await writePaymentMethods(db);
  const competitionPaths = (await competitionSlugs(db, IMPORTANT_COMPETITION_IDS)).map(
    (s) => `/campionato/${s}`,
  );
  await writeCrawlUrls(db, [...IMPORTANT_PATHS, ...competitionPaths], ORDINARY_PATHS);

  const desk = SAMPLE_AUTHORS[0]!.slug;
  const reporters = SAMPLE_AUTHORS.slice(1, 3).map((a) => a.slug);
  const analyst = SAMPLE_AUTHORS[3]!.slug;
  const guides = await writeGuides(db, SAMPLE_GUIDES, authorIds.get(analyst) ?? null, GUIDES_PUBLISHED_AT);
  const landings = await writeLandings(db, SAMPLE_LANDINGS, GUIDES_PUBLISHED_AT);

  const stories = [
    ...(await matchReports(db, SAMPLE_NEWS_COMPETITION_IDS, 4, [...reporters, desk])),
    ...(await seasonNumbers(db, SAMPLE_NEWS_COMPETITION_IDS, 2, analyst, now)),
  ];
  const news = await writeNews(db, stories, authorIds);
  const boosts = await boostedOdds(db, BOOST_COMPETITION_IDS, [...bookmakerIds.keys()], now, 12);
  const boostCount = await writeBoosts(db, boosts, bookmakerIds);
  return { news, guides, landings, boosts: boostCount };
}
