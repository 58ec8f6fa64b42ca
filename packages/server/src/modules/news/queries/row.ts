/** The columns a news row is read with (joined with its author) and their mapping to the API shapes. */
import { and, eq, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { notSample } from '../../../content/sampleVisibility.ts';
import { authors, news } from '../../../db/contentSchema.ts';
import type { Language } from '../../../plugins/language.ts';
import type { Byline, NewsCategory, NewsSimplified, NewsSummary } from '@pallone/contract';
import {
  inPreferredLanguage,
  type TranslatedTable,
  type VersionVisibility,
} from '../../../content/queries/languagePreference.ts';

export const newsTable: TranslatedTable = {
  table: news,
  id: news.id,
  translationKey: news.translationKey,
  language: news.language,
  pallonecomSlug: news.pallonecomSlug,
};

export const newsSummaryColumns = {
  id: news.id,
  pallonecomSlug: news.pallonecomSlug,
  language: news.language,
  title: news.title,
  imagePath: news.imagePath,
  imageSizes: news.imageSizes,
  publishedAt: news.publishedAt,
  articleSection: news.articleSection,
  keywords: news.keywords,
  description: news.description,
  category: news.category,
  isSample: news.isSample,
  authorId: authors.id,
  authorName: authors.name,
  authorSlug: authors.pallonecomSlug,
  authorLink: authors.link,
};

export interface NewsSummaryRow {
  id: number;
  pallonecomSlug: string;
  language: string;
  title: string;
  imagePath: string | null;
  imageSizes: number[];
  publishedAt: Date;
  articleSection: string;
  keywords: string[];
  description: string;
  category: string;
  isSample: boolean;
  authorId: number | null;
  authorName: string | null;
  authorSlug: string | null;
  authorLink: string | null;
}

/**
 * The news versions the public sees at `now` (the app's clock): published, not a draft, and not scheduled for later
 * (decision 039), as conditions on the table and on a `sibling` alias (other language versions).
 */
export function newsPublishedBy(now: Date): VersionVisibility {
  return {
    rows: and(eq(news.status, 'published'), lte(news.publishedAt, now)) as SQL,
    siblings: sql`sibling.status = 'published' and sibling.published_at <= ${now.toISOString()}::timestamptz`,
  };
}

/** A news row the public may open at `now`: published by then, and not a sample while samples are hidden. */
export function visibleNews(db: Db, now: Date): SQL {
  return and(newsPublishedBy(now).rows, notSample(db, news.isSample)) as SQL;
}

/**
 * The news rows public lists show at `now`: visible (see `visibleNews`), in the preferred language where that
 * version is visible too.
 */
export function publicNews(db: Db, language: Language, now: Date): SQL {
  return and(visibleNews(db, now), inPreferredLanguage(newsTable, language, newsPublishedBy(now))) as SQL;
}

/** News with their author; a hidden sample author leaves the byline empty. */
export function selectNewsSummaries(db: Db) {
  return db
    .select(newsSummaryColumns)
    .from(news)
    .leftJoin(authors, and(eq(authors.id, news.authorId), notSample(db, authors.isSample)));
}

export function bylineOf(row: {
  authorId: number | null;
  authorName: string | null;
  authorSlug: string | null;
  authorLink: string | null;
}): Byline | null {
  if (row.authorId === null || row.authorName === null || row.authorSlug === null) return null;
  return { id: row.authorId, name: row.authorName, pallonecomSlug: row.authorSlug, link: row.authorLink };
}

export function newsImageOf(row: { imagePath: string | null; imageSizes: number[] }) {
  return row.imagePath ? { path: row.imagePath, sizes: row.imageSizes } : null;
}

export function toNewsSummary(row: NewsSummaryRow): NewsSummary {
  return {
    id: row.id,
    pallonecomSlug: row.pallonecomSlug,
    language: row.language as Language,
    title: row.title,
    image: newsImageOf(row),
    publishedAt: row.publishedAt.toISOString(),
    author: bylineOf(row),
    articleSection: row.articleSection,
    keywords: row.keywords,
    description: row.description,
    category: row.category as NewsCategory,
    isSample: row.isSample,
  };
}

export function toNewsSimplified(row: NewsSummaryRow): NewsSimplified {
  return {
    id: row.id,
    pallonecomSlug: row.pallonecomSlug,
    title: row.title,
    publishedAt: row.publishedAt.toISOString(),
    category: row.category as NewsCategory,
    image: newsImageOf(row),
  };
}

/** Newest first, ties by id (stable pages). */
export const newestFirst = [sql`${news.publishedAt} desc`, sql`${news.id} desc`];
