/** Back-office news: the list (every language, scheduled ones too) and the writes. Bodies are sanitized here. */
import { randomUUID } from 'node:crypto';
import { normalizeSearch } from '@pallone/core';
import { asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { backofficePage } from './backofficePage.ts';
import type { Db } from '../db/database.ts';
import { news } from '../db/contentSchema.ts';
import { sanitizeBody } from '../content/sanitizeBody.ts';
import type { BackofficeNewsPageRequest, BackofficeNewsRow, NewsCreate, Page } from '@pallone/contract';
import { containsPattern } from './content/containsPattern.ts';
import type { Writer } from './backofficeWriter.ts';

type NewsRow = typeof news.$inferSelect;

export function toBackofficeNews(row: NewsRow): BackofficeNewsRow {
  return {
    id: row.id,
    translationKey: row.translationKey,
    language: row.language,
    pallonecomSlug: row.pallonecomSlug,
    title: row.title,
    image: row.imagePath ? { path: row.imagePath, sizes: row.imageSizes } : null,
    publishedAt: row.publishedAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    authorId: row.authorId,
    articleSection: row.articleSection,
    keywords: row.keywords,
    description: row.description,
    category: row.category,
    body: row.body,
    matchId: row.matchId,
    competitionId: row.competitionId,
    isSample: row.isSample,
  };
}

export function newsValues(input: NewsCreate) {
  return {
    translationKey: input.translationKey ?? randomUUID(),
    language: input.language,
    pallonecomSlug: input.pallonecomSlug,
    title: input.title.trim(),
    publishedAt: new Date(input.publishedAt),
    authorId: input.authorId ?? null,
    articleSection: input.articleSection.trim(),
    keywords: input.keywords.map((keyword) => keyword.trim()),
    description: input.description.trim(),
    category: input.category,
    body: sanitizeBody(input.body),
    matchId: input.matchId ?? null,
    competitionId: input.competitionId ?? null,
    searchText: normalizeSearch(input.title),
    updatedAt: new Date(),
  };
}

export async function findNewsRow(db: Writer, id: number): Promise<NewsRow | undefined> {
  const [row] = await db.select().from(news).where(eq(news.id, id));
  return row;
}

export async function insertNews(
  db: Writer,
  input: NewsCreate,
  image: { path: string; widths: number[] } | undefined,
): Promise<NewsRow> {
  const [row] = await db
    .insert(news)
    .values({ ...newsValues(input), imagePath: image?.path ?? null, imageSizes: image?.widths ?? [] })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateNews(
  db: Writer,
  id: number,
  input: NewsCreate,
  image: { path: string | null; widths: number[] } | undefined,
): Promise<NewsRow | undefined> {
  const [row] = await db
    .update(news)
    .set({ ...newsValues(input), ...(image ? { imagePath: image.path, imageSizes: image.widths } : {}) })
    .where(eq(news.id, id))
    .returning();
  return row;
}

export async function deleteNews(db: Writer, id: number): Promise<NewsRow | undefined> {
  const [row] = await db.delete(news).where(eq(news.id, id)).returning();
  return row;
}

function orderOf(sort: BackofficeNewsPageRequest['sort']): SQL[] {
  const direction = sort?.direction === 'asc' ? asc : desc;
  const column = { publishedAt: news.publishedAt, updatedAt: news.updatedAt, title: news.title, id: news.id }[
    sort?.field ?? 'publishedAt'
  ];
  return [direction(column), direction(news.id)];
}

export async function pageBackofficeNews(
  db: Db,
  request: BackofficeNewsPageRequest,
): Promise<Page<BackofficeNewsRow>> {
  const search = request.search?.trim();
  const where = search
    ? or(ilike(news.title, containsPattern(search)), ilike(news.pallonecomSlug, containsPattern(search)))
    : undefined;
  return backofficePage(
    request,
    ({ limit, offset }) =>
      db
        .select()
        .from(news)
        .where(where)
        .orderBy(...orderOf(request.sort))
        .limit(limit)
        .offset(offset),
    db.select({ total: count() }).from(news).where(where),
    toBackofficeNews,
  );
}
