/**
 * The back-office preview of unsaved news fields (decision 049): the answer the public detail would give once
 * saved — section default, sanitized body, byline, match, competition — with the saved article's image, if any.
 */
import { newsSectionDefault } from '@pallone/core';
import type { NewsDetail, NewsPreviewRequest } from '@pallone/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { authors, news } from '../../../db/contentSchema.ts';
import { competitions } from '../../../db/schema.ts';
import { sanitizeBody } from '../../../content/sanitizeBody.ts';
import { translationsOf } from '../../../content/queries/languagePreference.ts';
import { newsImageWithTexts, newsMatchRef } from '../../news/queries/detailParts.ts';
import { newsTable } from '../../news/queries/row.ts';
import { slugOfTitle } from '../../news/slug.ts';

async function bylineOf(db: Db, authorId: number | null | undefined): Promise<NewsDetail['author']> {
  if (authorId == null) return null;
  const [author] = await db
    .select({
      id: authors.id,
      name: authors.name,
      pallonecomSlug: authors.pallonecomSlug,
      link: authors.link,
    })
    .from(authors)
    .where(eq(authors.id, authorId));
  return author ?? null;
}

async function competitionOf(
  db: Db,
  competitionId: number | null | undefined,
  language: 'it' | 'en',
): Promise<NewsDetail['competition']> {
  if (competitionId == null) return null;
  const [row] = await db
    .select({
      id: competitions.id,
      nameIt: competitions.nameIt,
      nameEn: competitions.nameEn,
      pallonecomSlug: competitions.pallonecomSlug,
    })
    .from(competitions)
    .where(eq(competitions.id, competitionId));
  if (!row?.pallonecomSlug) return null;
  return {
    id: row.id,
    name: (language === 'it' ? row.nameIt : row.nameEn) ?? '',
    pallonecomSlug: row.pallonecomSlug,
  };
}

export async function previewNews(db: Db, input: NewsPreviewRequest, now: Date): Promise<NewsDetail> {
  const [saved] = input.id === undefined ? [] : await db.select().from(news).where(eq(news.id, input.id));
  const translationKey = input.translationKey ?? saved?.translationKey;
  return {
    id: saved?.id ?? 0,
    pallonecomSlug: input.pallonecomSlug ?? saved?.pallonecomSlug ?? slugOfTitle(input.title),
    language: input.language,
    title: input.title.trim(),
    image: saved
      ? newsImageWithTexts(saved, {
          imageAlt: input.imageAlt ?? saved.imageAlt,
          imageCaption: input.imageCaption ?? saved.imageCaption,
          imageCredit: input.imageCredit ?? saved.imageCredit,
        })
      : null,
    publishedAt: new Date(input.publishedAt).toISOString(),
    author: await bylineOf(db, input.authorId),
    articleSection: input.articleSection?.trim() || newsSectionDefault(input.category, input.language),
    keywords: input.keywords.map((keyword) => keyword.trim()),
    description: input.description.trim(),
    category: input.category,
    isSample: saved?.isSample ?? false,
    body: sanitizeBody(input.body),
    updatedAt: now.toISOString(),
    match: await newsMatchRef(db, input.matchId ?? null, input.language),
    competition: await competitionOf(db, input.competitionId, input.language),
    translations: translationKey ? await translationsOf(db, newsTable, translationKey) : [],
  };
}
