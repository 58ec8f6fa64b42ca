/** `/news/search`: published news whose title matches, best match first, then newest. */
import { and, desc } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { news } from '../../../db/contentSchema.ts';
import type { Language } from '../../../plugins/language.ts';
import type { NewsCategory, NewsSearchResult } from '@pallone/contract';
import { matchesTerm, termScore, type SearchTerm } from '../../../search/queries/text.ts';
import { publicNews } from './row.ts';

export async function searchNews(
  db: Db,
  term: SearchTerm,
  limit: number,
  language: Language,
  now: Date,
): Promise<NewsSearchResult[]> {
  const score = termScore(news.searchText, term);
  const rows = await db
    .select({
      id: news.id,
      pallonecomSlug: news.pallonecomSlug,
      title: news.title,
      publishedAt: news.publishedAt,
      category: news.category,
      score,
    })
    .from(news)
    .where(and(publicNews(db, language, now), matchesTerm(news.searchText, term)))
    .orderBy(desc(score), desc(news.publishedAt), desc(news.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    pallonecomSlug: row.pallonecomSlug,
    title: row.title,
    publishedAt: row.publishedAt.toISOString(),
    category: row.category as NewsCategory,
    similarity: row.score,
  }));
}
