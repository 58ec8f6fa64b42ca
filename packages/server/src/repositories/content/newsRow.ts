/** The columns a news row is read with (joined with its author) and their mapping to the API shapes. */
import { and, eq, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { notSample } from '../../content/sampleVisibility.ts';
import { authors, news } from '../../db/contentSchema.ts';
import type { Language } from '../../plugins/language.ts';
import type { Byline, NewsCategory, NewsSimplified, NewsSummary } from '@pallone/contract';
import { inPreferredLanguage, type TranslatedTable } from './languagePreference.ts';

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
 * The news rows the public sees: published (not scheduled for later), in the preferred language, and not a
 * sample while PALLONE_SAMPLE_CONTENT is off.
 */
export function publicNews(db: Db, language: Language, now: Date = new Date()): SQL {
  return and(
    lte(news.publishedAt, now),
    inPreferredLanguage(newsTable, language),
    notSample(db, news.isSample),
  ) as SQL;
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
