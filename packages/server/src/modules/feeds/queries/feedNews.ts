/** The news an RSS feed lists: published by `now`, in the feed's language where both versions exist, newest first. */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { news } from '../../../db/contentSchema.ts';
import type { Language } from '../../../plugins/language.ts';
import type { NewsCategory } from '@pallone/contract';
import { newestFirst, publicNews } from '../../news/queries/row.ts';

export interface FeedItem {
  pallonecomSlug: string;
  title: string;
  description: string;
  category: NewsCategory;
  publishedAt: Date;
}

export async function listFeedNews(
  db: Db,
  language: Language,
  category: NewsCategory | undefined,
  limit: number,
  now: Date,
): Promise<FeedItem[]> {
  const rows = await db
    .select({
      pallonecomSlug: news.pallonecomSlug,
      title: news.title,
      description: news.description,
      category: news.category,
      publishedAt: news.publishedAt,
    })
    .from(news)
    .where(and(publicNews(db, language, now), category ? eq(news.category, category) : undefined))
    .orderBy(...newestFirst)
    .limit(limit);
  return rows.map((row) => ({ ...row, category: row.category as NewsCategory }));
}
