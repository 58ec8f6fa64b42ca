/**
 * Back-office news: the list (every language and status) and the writes. Bodies are sanitized here. The status shown
 * is derived at the app's clock (decision 039): a published row whose date is still ahead is `scheduled`.
 */
import { randomUUID } from 'node:crypto';
import { normalizeSearch } from '@pallone/core';
import { and, asc, count, desc, eq, gt, ilike, lte, or, type SQL } from 'drizzle-orm';
import { backofficePage } from './page.ts';
import type { Db } from '../../../db/database.ts';
import { news } from '../../../db/contentSchema.ts';
import { sanitizeBody } from '../../../content/sanitizeBody.ts';
import type { BackofficeNewsPageRequest, BackofficeNewsRow, NewsStatus, Page } from '@pallone/contract';
import { containsPattern } from '../../../content/queries/containsPattern.ts';
import type { Writer } from '../../../db/access.ts';
import type { CompleteNewsInput } from '../newsWriteRules.ts';

type NewsRow = typeof news.$inferSelect;

/** draft, scheduled (published, date still ahead at `now`) or published. */
export function newsStatusAt(row: { status: string; publishedAt: Date }, now: Date): NewsStatus {
  if (row.status !== 'published') return 'draft';
  return row.publishedAt.getTime() > now.getTime() ? 'scheduled' : 'published';
}

/** The rows in `status` at `now`: the SQL twin of `newsStatusAt`. */
function inStatus(status: NewsStatus, now: Date): SQL | undefined {
  if (status === 'draft') return eq(news.status, 'draft');
  const when = status === 'scheduled' ? gt(news.publishedAt, now) : lte(news.publishedAt, now);
  return and(eq(news.status, 'published'), when);
}

export function toBackofficeNews(row: NewsRow, now: Date): BackofficeNewsRow {
  return {
    id: row.id,
    translationKey: row.translationKey,
    language: row.language,
    pallonecomSlug: row.pallonecomSlug,
    title: row.title,
    status: newsStatusAt(row, now),
    image: row.imagePath ? { path: row.imagePath, sizes: row.imageSizes } : null,
    imageAlt: row.imageAlt,
    imageCaption: row.imageCaption,
    imageCredit: row.imageCredit,
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

export function newsValues(input: CompleteNewsInput, now: Date) {
  return {
    translationKey: input.translationKey ?? randomUUID(),
    language: input.language,
    status: input.status,
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
    imageAlt: input.imageAlt,
    imageCaption: input.imageCaption,
    imageCredit: input.imageCredit,
    searchText: normalizeSearch(input.title),
    updatedAt: now,
  };
}

export async function findNewsRow(db: Writer, id: number): Promise<NewsRow | undefined> {
  const [row] = await db.select().from(news).where(eq(news.id, id));
  return row;
}

export async function insertNews(
  db: Writer,
  input: CompleteNewsInput,
  image: { path: string; widths: number[] } | undefined,
  now: Date,
): Promise<NewsRow> {
  const [row] = await db
    .insert(news)
    .values({ ...newsValues(input, now), imagePath: image?.path ?? null, imageSizes: image?.widths ?? [] })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateNews(
  db: Writer,
  id: number,
  input: CompleteNewsInput,
  image: { path: string | null; widths: number[] } | undefined,
  now: Date,
): Promise<NewsRow | undefined> {
  const [row] = await db
    .update(news)
    .set({ ...newsValues(input, now), ...(image ? { imagePath: image.path, imageSizes: image.widths } : {}) })
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
  now: Date,
): Promise<Page<BackofficeNewsRow>> {
  const search = request.search?.trim();
  const where = and(
    search
      ? or(ilike(news.title, containsPattern(search)), ilike(news.pallonecomSlug, containsPattern(search)))
      : undefined,
    request.status ? inStatus(request.status, now) : undefined,
  );
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
    (row) => toBackofficeNews(row, now),
  );
}
