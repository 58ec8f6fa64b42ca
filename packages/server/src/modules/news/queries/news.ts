/** Reads of one news item (by id, by slug), the home list and related news. */
import { and, desc, eq, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { news } from '../../../db/contentSchema.ts';
import { competitions } from '../../../db/schema.ts';
import type { Language } from '../../../plugins/language.ts';
import type { NewsCategory, NewsDetail, NewsSummary } from '@pallone/contract';
import { sanitizeBody } from '../../../content/sanitizeBody.ts';
import { preferredVersionId, translationsOf } from '../../../content/queries/languagePreference.ts';
import { newsImageWithTexts, newsMatchRef } from './detailParts.ts';
import {
  newestFirst,
  newsPublishedBy,
  newsTable,
  publicNews,
  selectNewsSummaries,
  toNewsSummary,
  visibleNews,
} from './row.ts';

async function findPublicNewsId(
  db: Db,
  where: ReturnType<typeof eq>,
  now: Date,
): Promise<number | undefined> {
  const [row] = await db
    .select({ id: news.id })
    .from(news)
    .where(and(where, visibleNews(db, now)));
  return row?.id;
}

async function readDetail(
  db: Db,
  id: number,
  language: Language,
  now: Date,
): Promise<NewsDetail | undefined> {
  const [summary] = await selectNewsSummaries(db).where(eq(news.id, id));
  const [extra] = await db
    .select({
      body: news.body,
      imageAlt: news.imageAlt,
      imageCaption: news.imageCaption,
      imageCredit: news.imageCredit,
      updatedAt: news.updatedAt,
      translationKey: news.translationKey,
      matchId: news.matchId,
      competitionId: news.competitionId,
      competitionNameIt: competitions.nameIt,
      competitionNameEn: competitions.nameEn,
      competitionSlug: competitions.pallonecomSlug,
    })
    .from(news)
    .leftJoin(competitions, eq(competitions.id, news.competitionId))
    .where(eq(news.id, id));
  if (!summary || !extra) return undefined;
  return {
    ...toNewsSummary(summary),
    image: newsImageWithTexts(summary, extra),
    body: sanitizeBody(extra.body),
    updatedAt: extra.updatedAt.toISOString(),
    match: await newsMatchRef(db, extra.matchId, language),
    competition:
      extra.competitionId !== null && extra.competitionSlug !== null
        ? {
            id: extra.competitionId,
            name: (language === 'it' ? extra.competitionNameIt : extra.competitionNameEn) ?? '',
            pallonecomSlug: extra.competitionSlug,
          }
        : null,
    translations: await translationsOf(db, newsTable, extra.translationKey, newsPublishedBy(now)),
  };
}

/** The news `id` published by `now`, in the request's language when its story has that version published. */
export async function findNewsById(
  db: Db,
  id: number,
  language: Language,
  now: Date,
): Promise<NewsDetail | undefined> {
  const found = await findPublicNewsId(db, eq(news.id, id), now);
  if (found === undefined) return undefined;
  const shown = await preferredVersionId(db, newsTable, found, language, newsPublishedBy(now));
  return readDetail(db, shown, language, now);
}

/** The id `/news/pallonecomSlug/{slug}` answers with (the request-language version of that story). */
export async function findNewsIdBySlug(
  db: Db,
  slug: string,
  language: Language,
  now: Date,
  competitionSlug?: string,
): Promise<number | undefined> {
  const [row] = await db
    .select({ id: news.id, competitionSlug: competitions.pallonecomSlug })
    .from(news)
    .leftJoin(competitions, eq(competitions.id, news.competitionId))
    .where(and(eq(news.pallonecomSlug, slug), visibleNews(db, now)));
  if (!row) return undefined;
  if (competitionSlug !== undefined && row.competitionSlug !== competitionSlug) return undefined;
  return preferredVersionId(db, newsTable, row.id, language, newsPublishedBy(now));
}

export async function findNewsBySlug(
  db: Db,
  slug: string,
  language: Language,
  now: Date,
  competitionSlug?: string,
): Promise<NewsDetail | undefined> {
  const id = await findNewsIdBySlug(db, slug, language, now, competitionSlug);
  return id === undefined ? undefined : readDetail(db, id, language, now);
}

/** The latest published news for the home page. */
export async function listHomeNews(
  db: Db,
  language: Language,
  options: { limit: number; category?: NewsCategory },
  now: Date,
): Promise<NewsSummary[]> {
  const rows = await selectNewsSummaries(db)
    .where(
      and(publicNews(db, language, now), options.category ? eq(news.category, options.category) : undefined),
    )
    .orderBy(...newestFirst)
    .limit(options.limit);
  return rows.map(toNewsSummary);
}

/**
 * News related to `id`: same match first, then same competition, then shared keywords, then same category;
 * newest first within each; never `id` itself or its other-language version. Undefined when `id` is unknown.
 */
export async function listRelatedNews(
  db: Db,
  id: number,
  language: Language,
  limit: number,
  now: Date,
): Promise<NewsSummary[] | undefined> {
  const [source] = await db
    .select({
      translationKey: news.translationKey,
      matchId: news.matchId,
      competitionId: news.competitionId,
      keywords: news.keywords,
      category: news.category,
    })
    .from(news)
    .where(and(eq(news.id, id), visibleNews(db, now)));
  if (!source) return undefined;
  const score = sql`(case when ${news.matchId} = ${source.matchId ?? -1} then 8 else 0 end
    + case when ${news.competitionId} = ${source.competitionId ?? -1} then 4 else 0 end
    + case when ${news.keywords} && ${sql.param(source.keywords)}::text[] then 2 else 0 end
    + case when ${news.category} = ${source.category} then 1 else 0 end)`;
  const rows = await selectNewsSummaries(db)
    .where(
      and(
        publicNews(db, language, now),
        ne(news.translationKey, source.translationKey),
        or(
          source.competitionId === null ? undefined : eq(news.competitionId, source.competitionId),
          sql`${news.keywords} && ${sql.param(source.keywords)}::text[]`,
          eq(news.category, source.category),
        ),
      ),
    )
    .orderBy(desc(score), ...newestFirst)
    .limit(limit);
  return rows.map(toNewsSummary);
}
