/** Landing pages with their SEO metadata: the list, one by id or slug, and a page. */
import { and, asc, count, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { notSample } from '../../../content/sampleVisibility.ts';
import { landingPages } from '../../../db/contentSchema.ts';
import type { Language } from '../../../plugins/language.ts';
import type { LandingDetail, LandingPageRequest, LandingSummary, Page } from '@pallone/contract';
import { contentPage, sortedBy } from '../../../content/queries/pageWindow.ts';
import { sanitizeBody } from '../../../content/sanitizeBody.ts';
import { imageOf } from '../../teams/queries/row.ts';
import { containsPattern } from '../../../content/queries/containsPattern.ts';
import {
  inPreferredLanguage,
  preferredVersionId,
  translationsOf,
  type TranslatedTable,
} from '../../../content/queries/languagePreference.ts';

const landingsTable: TranslatedTable = {
  table: landingPages,
  id: landingPages.id,
  translationKey: landingPages.translationKey,
  language: landingPages.language,
  pallonecomSlug: landingPages.pallonecomSlug,
};

type Row = typeof landingPages.$inferSelect;

function toSummary(row: Row): LandingSummary {
  const publishedAt = row.publishedAt.toISOString();
  return {
    id: row.id,
    pallonecomSlug: row.pallonecomSlug,
    language: row.language as Language,
    title: row.title,
    image: imageOf(row.imagePath),
    publishedAt,
    metadata: {
      title: row.seoTitle,
      description: row.seoDescription,
      keywords: row.seoKeywords,
      url: `/${row.pallonecomSlug}`,
      image: row.imagePath,
      type: 'website',
      index: row.seoIndex,
      follow: row.seoFollow,
      canonicals: row.seoCanonicals,
      publishedAt,
      author: null,
    },
    isSample: row.isSample,
  };
}

const publicLandings = (db: Db, language: Language) =>
  and(
    sql`${landingPages.publishedAt} <= now()`,
    inPreferredLanguage(landingsTable, language),
    notSample(db, landingPages.isSample),
  ) as SQL;

export async function listLandings(db: Db, language: Language): Promise<LandingSummary[]> {
  const rows = await db
    .select()
    .from(landingPages)
    .where(publicLandings(db, language))
    .orderBy(asc(landingPages.title), asc(landingPages.id));
  return rows.map(toSummary);
}

async function findPublicId(db: Db, where: SQL): Promise<number | undefined> {
  const [row] = await db
    .select({ id: landingPages.id })
    .from(landingPages)
    .where(and(where, sql`${landingPages.publishedAt} <= now()`, notSample(db, landingPages.isSample)));
  return row?.id;
}

async function readDetail(db: Db, id: number): Promise<LandingDetail | undefined> {
  const [row] = await db.select().from(landingPages).where(eq(landingPages.id, id));
  if (!row) return undefined;
  return {
    ...toSummary(row),
    body: sanitizeBody(row.body),
    translations: await translationsOf(db, landingsTable, row.translationKey),
  };
}

async function findLanding(db: Db, where: SQL, language: Language): Promise<LandingDetail | undefined> {
  const id = await findPublicId(db, where);
  return id === undefined
    ? undefined
    : readDetail(db, await preferredVersionId(db, landingsTable, id, language));
}

export const findLandingById = (db: Db, id: number, language: Language) =>
  findLanding(db, eq(landingPages.id, id), language);

export const findLandingBySlug = (db: Db, slug: string, language: Language) =>
  findLanding(db, eq(landingPages.pallonecomSlug, slug), language);

const SORTS = { publishedAt: landingPages.publishedAt, id: landingPages.id, title: landingPages.title };

export async function pageLandings(
  db: Db,
  request: LandingPageRequest,
  language: Language,
): Promise<Page<LandingSummary>> {
  const title = request.filters?.title;
  const where = and(
    publicLandings(db, language),
    title === undefined ? undefined : ilike(landingPages.title, containsPattern(title)),
  );
  return contentPage(
    request,
    ({ limit, offset }) =>
      db
        .select()
        .from(landingPages)
        .where(where)
        .orderBy(...sortedBy(request.sort, SORTS, landingPages.title, landingPages.id))
        .limit(limit)
        .offset(offset),
    db.select({ total: count() }).from(landingPages).where(where),
    (rows) => rows.map(toSummary),
  );
}
