/** Back-office landing pages: the list (every language and date) and the writes; bodies sanitized here. */
import { randomUUID } from 'node:crypto';
import { asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { backofficePage } from './page.ts';
import type { Db } from '../../../db/database.ts';
import { landingPages } from '../../../db/contentSchema.ts';
import { sanitizeBody } from '../../../content/sanitizeBody.ts';
import type {
  BackofficeLandingPageRequest,
  BackofficeLandingRow,
  LandingCreate,
  Page,
} from '@pallone/contract';
import { containsPattern } from '../../../content/queries/containsPattern.ts';
import type { Writer } from '../../../db/access.ts';

type LandingRow = typeof landingPages.$inferSelect;

export function toBackofficeLanding(row: LandingRow): BackofficeLandingRow {
  return {
    id: row.id,
    translationKey: row.translationKey,
    language: row.language,
    pallonecomSlug: row.pallonecomSlug,
    title: row.title,
    body: row.body,
    seoTitle: row.seoTitle,
    seoDescription: row.seoDescription,
    seoKeywords: row.seoKeywords,
    seoIndex: row.seoIndex,
    seoFollow: row.seoFollow,
    seoCanonicals: row.seoCanonicals,
    image: row.imagePath ? { path: row.imagePath } : null,
    publishedAt: row.publishedAt.toISOString(),
    isSample: row.isSample,
  };
}

function landingValues(input: LandingCreate) {
  return {
    translationKey: input.translationKey ?? randomUUID(),
    language: input.language,
    pallonecomSlug: input.pallonecomSlug,
    title: input.title.trim(),
    body: sanitizeBody(input.body),
    seoTitle: input.seoTitle.trim(),
    seoDescription: input.seoDescription.trim(),
    seoKeywords: input.seoKeywords.map((keyword) => keyword.trim()),
    seoIndex: input.seoIndex,
    seoFollow: input.seoFollow,
    seoCanonicals: input.seoCanonicals.map((url) => url.trim()),
    publishedAt: new Date(input.publishedAt),
  };
}

export async function findLandingRow(db: Writer, id: number): Promise<LandingRow | undefined> {
  const [row] = await db.select().from(landingPages).where(eq(landingPages.id, id));
  return row;
}

export async function insertLanding(
  db: Writer,
  input: LandingCreate,
  imagePath: string | null,
): Promise<LandingRow> {
  const [row] = await db
    .insert(landingPages)
    .values({ ...landingValues(input), imagePath })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateLanding(
  db: Writer,
  id: number,
  input: LandingCreate,
  imagePath: string | null | undefined,
): Promise<LandingRow | undefined> {
  const [row] = await db
    .update(landingPages)
    .set({ ...landingValues(input), ...(imagePath !== undefined ? { imagePath } : {}) })
    .where(eq(landingPages.id, id))
    .returning();
  return row;
}

export async function deleteLanding(db: Writer, id: number): Promise<LandingRow | undefined> {
  const [row] = await db.delete(landingPages).where(eq(landingPages.id, id)).returning();
  return row;
}

export async function pageBackofficeLandings(
  db: Db,
  request: BackofficeLandingPageRequest,
): Promise<Page<BackofficeLandingRow>> {
  const search = request.search?.trim();
  const where = search
    ? or(
        ilike(landingPages.title, containsPattern(search)),
        ilike(landingPages.pallonecomSlug, containsPattern(search)),
      )
    : undefined;
  const direction = request.sort?.direction === 'desc' ? desc : asc;
  const column = { title: landingPages.title, publishedAt: landingPages.publishedAt, id: landingPages.id }[
    request.sort?.field ?? 'title'
  ];
  const order: SQL[] = [direction(column), direction(landingPages.id)];
  return backofficePage(
    request,
    ({ limit, offset }) =>
      db
        .select()
        .from(landingPages)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
    db.select({ total: count() }).from(landingPages).where(where),
    toBackofficeLanding,
  );
}
