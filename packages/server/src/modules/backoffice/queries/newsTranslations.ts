/**
 * The language versions of a news story in the back-office (decision 049): every version, whatever its status, and
 * a new version made from an existing one — a draft in the other language with the source's fields to translate.
 */
import { newsSectionDefault } from '@pallone/core';
import type { BackofficeNewsVersion, NewsCategory } from '@pallone/contract';
import { asc, eq, sql } from 'drizzle-orm';
import type { Reader, Writer } from '../../../db/access.ts';
import { news } from '../../../db/contentSchema.ts';
import { freeNewsSlug, slugOfTitle } from '../../news/slug.ts';
import { newsStatusAt } from './news.ts';

type NewsRow = typeof news.$inferSelect;
type Language = 'it' | 'en';

/** Every version of the story `translationKey`, Italian first. */
export async function newsVersions(
  db: Reader,
  translationKey: string,
  now: Date,
): Promise<BackofficeNewsVersion[]> {
  const rows = await db
    .select({
      id: news.id,
      language: news.language,
      pallonecomSlug: news.pallonecomSlug,
      title: news.title,
      status: news.status,
      publishedAt: news.publishedAt,
    })
    .from(news)
    .where(eq(news.translationKey, translationKey))
    .orderBy(sql`${news.language} = 'en'`, asc(news.id));
  return rows.map((row) => ({
    id: row.id,
    language: row.language as Language,
    pallonecomSlug: row.pallonecomSlug,
    title: row.title,
    status: newsStatusAt(row, now),
  }));
}

/**
 * A draft version of `source` in `language`, dated `now`: the same story (translation key), author, category,
 * match, competition, keywords and texts to translate; a free slug from the title. The section is the new
 * language's default where the source had its own language's default. No image: each version owns its files.
 */
export async function insertNewsTranslation(
  db: Writer,
  source: NewsRow,
  language: Language,
  now: Date,
): Promise<NewsRow> {
  const category = source.category as NewsCategory;
  const sourceDefault = newsSectionDefault(category, source.language as Language);
  const [row] = await db
    .insert(news)
    .values({
      translationKey: source.translationKey,
      language,
      status: 'draft',
      pallonecomSlug: await freeNewsSlug(db, slugOfTitle(source.title)),
      title: source.title,
      publishedAt: now,
      updatedAt: now,
      authorId: source.authorId,
      articleSection:
        source.articleSection === sourceDefault
          ? newsSectionDefault(category, language)
          : source.articleSection,
      keywords: source.keywords,
      description: source.description,
      category: source.category,
      body: source.body,
      matchId: source.matchId,
      competitionId: source.competitionId,
      searchText: source.searchText,
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}
