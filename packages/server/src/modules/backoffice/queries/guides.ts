/** Back-office guides: list (every language and date) and writes; bodies sanitized here. */
import { randomUUID } from 'node:crypto';
import { normalizeSearch } from '@pallone/core';
import { asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { backofficePage } from './page.ts';
import type { Db } from '../../../db/database.ts';
import { guides } from '../../../db/contentSchema.ts';
import { sanitizeBody } from '../../../content/sanitizeBody.ts';
import type { BackofficeGuidePageRequest, BackofficeGuideRow, GuideCreate, Page } from '@pallone/contract';
import { containsPattern } from '../../../content/queries/containsPattern.ts';
import type { Writer } from '../../../db/access.ts';

type GuideRow = typeof guides.$inferSelect;

export function toBackofficeGuide(row: GuideRow): BackofficeGuideRow {
  return {
    id: row.id,
    translationKey: row.translationKey,
    language: row.language,
    pallonecomSlug: row.pallonecomSlug,
    title: row.title,
    description: row.description,
    image: row.imagePath ? { path: row.imagePath } : null,
    keywords: row.keywords,
    body: row.body,
    authorId: row.authorId,
    publishedAt: row.publishedAt.toISOString(),
    sortOrder: row.sortOrder,
    isSample: row.isSample,
  };
}

function guideValues(input: GuideCreate) {
  return {
    translationKey: input.translationKey ?? randomUUID(),
    language: input.language,
    pallonecomSlug: input.pallonecomSlug,
    title: input.title.trim(),
    description: input.description.trim(),
    keywords: input.keywords.map((keyword) => keyword.trim()),
    body: sanitizeBody(input.body),
    authorId: input.authorId ?? null,
    publishedAt: new Date(input.publishedAt),
    sortOrder: input.sortOrder,
    searchText: normalizeSearch(input.title),
  };
}

export async function findGuideRow(db: Writer, id: number): Promise<GuideRow | undefined> {
  const [row] = await db.select().from(guides).where(eq(guides.id, id));
  return row;
}

export async function insertGuide(
  db: Writer,
  input: GuideCreate,
  imagePath: string | null,
): Promise<GuideRow> {
  const [row] = await db
    .insert(guides)
    .values({ ...guideValues(input), imagePath })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateGuide(
  db: Writer,
  id: number,
  input: GuideCreate,
  imagePath: string | null | undefined,
): Promise<GuideRow | undefined> {
  const [row] = await db
    .update(guides)
    .set({ ...guideValues(input), ...(imagePath !== undefined ? { imagePath } : {}) })
    .where(eq(guides.id, id))
    .returning();
  return row;
}

export async function pageBackofficeGuides(
  db: Db,
  request: BackofficeGuidePageRequest,
): Promise<Page<BackofficeGuideRow>> {
  const search = request.search?.trim();
  const where = search
    ? or(ilike(guides.title, containsPattern(search)), ilike(guides.pallonecomSlug, containsPattern(search)))
    : undefined;
  const direction = request.sort?.direction === 'desc' ? desc : asc;
  const column = {
    sortOrder: guides.sortOrder,
    publishedAt: guides.publishedAt,
    title: guides.title,
    id: guides.id,
  }[request.sort?.field ?? 'sortOrder'];
  const order: SQL[] = [direction(column), direction(guides.id)];
  return backofficePage(
    request,
    ({ limit, offset }) =>
      db
        .select()
        .from(guides)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
    db.select({ total: count() }).from(guides).where(where),
    toBackofficeGuide,
  );
}
