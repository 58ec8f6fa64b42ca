/** Writes translated sample stories (news, guides, landing pages): one sanitized row per language, by slug. */
import { normalizeSearch } from '@pallone/core';
import type { Db } from '../../db/database.ts';
import { guides, landingPages, news } from '../../db/contentSchema.ts';
import { sanitizeBody } from '../sanitizeBody.ts';
import { excludedSet } from './excludedSet.ts';
import type { SeedNews } from './seedNews.ts';
import type { SeedStory } from './seedTypes.ts';
import type { SeedLanding } from './landings.ts';
import { slugify } from '@pallone/core';

const LANGUAGES = ['it', 'en'] as const;

export async function writeNews(
  db: Db,
  stories: readonly SeedNews[],
  authorIds: Map<string, number>,
): Promise<number> {
  const rows = stories.flatMap((story) =>
    LANGUAGES.map((language) => {
      const text = story[language];
      return {
        translationKey: story.key,
        language,
        pallonecomSlug: text.slug,
        title: text.title,
        imagePath: null,
        publishedAt: story.publishedAt,
        authorId: authorIds.get(story.authorSlug) ?? null,
        articleSection: text.articleSection,
        keywords: text.keywords,
        description: text.description,
        category: story.category,
        body: sanitizeBody(text.body),
        matchId: story.matchId,
        competitionId: story.competitionId,
        searchText: normalizeSearch(text.title),
        isSample: true,
      };
    }),
  );
  if (rows.length === 0) return 0;
  await db
    .insert(news)
    .values(rows)
    .onConflictDoUpdate({
      target: news.pallonecomSlug,
      set: excludedSet(news, [
        'translationKey',
        'language',
        'title',
        'publishedAt',
        'authorId',
        'articleSection',
        'keywords',
        'description',
        'category',
        'body',
        'matchId',
        'competitionId',
        'searchText',
        'isSample',
      ]),
    });
  return rows.length;
}

export async function writeGuides(
  db: Db,
  stories: readonly SeedStory[],
  authorId: number | null,
  publishedAt: Date,
): Promise<number> {
  const rows = stories.flatMap((story, order) =>
    LANGUAGES.map((language) => {
      const text = story[language];
      return {
        translationKey: story.key,
        language,
        pallonecomSlug: slugify(text.title),
        title: text.title,
        description: text.description,
        keywords: text.keywords,
        body: sanitizeBody(text.body),
        authorId,
        publishedAt,
        sortOrder: order + 1,
        searchText: normalizeSearch(text.title),
        isSample: true,
      };
    }),
  );
  await db
    .insert(guides)
    .values(rows)
    .onConflictDoUpdate({
      target: guides.pallonecomSlug,
      set: excludedSet(guides, [
        'translationKey',
        'language',
        'title',
        'description',
        'keywords',
        'body',
        'authorId',
        'sortOrder',
        'searchText',
        'isSample',
      ]),
    });
  return rows.length;
}

export async function writeLandings(
  db: Db,
  stories: readonly SeedLanding[],
  publishedAt: Date,
): Promise<number> {
  const rows = stories.flatMap((story) =>
    LANGUAGES.map((language) => {
      const text = story[language];
      const slug = slugify(text.title);
      return {
        translationKey: story.key,
        language,
        pallonecomSlug: slug,
        title: text.title,
        body: sanitizeBody(text.body),
        seoTitle: text.title,
        seoDescription: text.description,
        seoKeywords: text.keywords,
        seoIndex: story.index,
        seoFollow: story.follow,
        seoCanonicals: [`/${slug}`],
        publishedAt,
        isSample: true,
      };
    }),
  );
  await db
    .insert(landingPages)
    .values(rows)
    .onConflictDoUpdate({
      target: landingPages.pallonecomSlug,
      set: excludedSet(landingPages, [
        'translationKey',
        'language',
        'title',
        'body',
        'seoTitle',
        'seoDescription',
        'seoKeywords',
        'seoIndex',
        'seoFollow',
        'seoCanonicals',
        'isSample',
      ]),
    });
  return rows.length;
}
