/** Guides: one by id or slug (request-language version where both exist), a page of them, and the search. */
import { and, asc, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { notSample } from '../../../content/sampleVisibility.ts';
import { authors, guides } from '../../../db/contentSchema.ts';
import type { Language } from '../../../plugins/language.ts';
import type { GuideDetail, GuidePageRequest, GuideSearchResult, GuideSummary, Page } from '@pallone/contract';
import { contentPage } from '../../../content/queries/pageWindow.ts';
import { sanitizeBody } from '../../../content/sanitizeBody.ts';
import { imageOf } from '../../teams/queries/row.ts';
import { matchesTerm, termScore, type SearchTerm } from '../../../search/queries/text.ts';
import { containsPattern } from '../../../content/queries/containsPattern.ts';
import {
  inPreferredLanguage,
  preferredVersionId,
  translationsOf,
  type TranslatedTable,
} from '../../../content/queries/languagePreference.ts';
import { bylineOf } from '../../news/queries/row.ts';

const guidesTable: TranslatedTable = {
  table: guides,
  id: guides.id,
  translationKey: guides.translationKey,
  language: guides.language,
  pallonecomSlug: guides.pallonecomSlug,
};

const summaryColumns = {
  id: guides.id,
  pallonecomSlug: guides.pallonecomSlug,
  language: guides.language,
  title: guides.title,
  description: guides.description,
  imagePath: guides.imagePath,
  keywords: guides.keywords,
  publishedAt: guides.publishedAt,
  isSample: guides.isSample,
  authorId: authors.id,
  authorName: authors.name,
  authorSlug: authors.pallonecomSlug,
  authorLink: authors.link,
};

const publicGuides = (db: Db, language: Language) =>
  and(
    sql`${guides.publishedAt} <= now()`,
    inPreferredLanguage(guidesTable, language),
    notSample(db, guides.isSample),
  ) as SQL;

function selectSummaries(db: Db) {
  return db
    .select(summaryColumns)
    .from(guides)
    .leftJoin(authors, and(eq(authors.id, guides.authorId), notSample(db, authors.isSample)));
}

type SummaryRow = Awaited<ReturnType<ReturnType<typeof selectSummaries>['execute']>>[number];

function toSummary(row: SummaryRow): GuideSummary {
  return {
    id: row.id,
    pallonecomSlug: row.pallonecomSlug,
    language: row.language as Language,
    title: row.title,
    description: row.description,
    image: imageOf(row.imagePath),
    keywords: row.keywords,
    publishedAt: row.publishedAt.toISOString(),
    author: bylineOf(row),
    isSample: row.isSample,
  };
}

async function readDetail(db: Db, id: number): Promise<GuideDetail | undefined> {
  const [summary] = await selectSummaries(db).where(eq(guides.id, id));
  const [extra] = await db
    .select({ body: guides.body, translationKey: guides.translationKey })
    .from(guides)
    .where(eq(guides.id, id));
  if (!summary || !extra) return undefined;
  return {
    ...toSummary(summary),
    body: sanitizeBody(extra.body),
    translations: await translationsOf(db, guidesTable, extra.translationKey),
  };
}

async function findPublicId(db: Db, where: SQL): Promise<number | undefined> {
  const [row] = await db
    .select({ id: guides.id })
    .from(guides)
    .where(and(where, sql`${guides.publishedAt} <= now()`, notSample(db, guides.isSample)));
  return row?.id;
}

export async function findGuideIdBySlug(
  db: Db,
  slug: string,
  language: Language,
): Promise<number | undefined> {
  const id = await findPublicId(db, eq(guides.pallonecomSlug, slug));
  return id === undefined ? undefined : preferredVersionId(db, guidesTable, id, language);
}

export async function findGuideById(
  db: Db,
  id: number,
  language: Language,
): Promise<GuideDetail | undefined> {
  const found = await findPublicId(db, eq(guides.id, id));
  return found === undefined
    ? undefined
    : readDetail(db, await preferredVersionId(db, guidesTable, found, language));
}

export async function findGuideBySlug(
  db: Db,
  slug: string,
  language: Language,
): Promise<GuideDetail | undefined> {
  const id = await findGuideIdBySlug(db, slug, language);
  return id === undefined ? undefined : readDetail(db, id);
}

function orderOf(sort: GuidePageRequest['sort']): SQL[] {
  const direction = sort?.direction === 'desc' ? desc : asc;
  switch (sort?.field) {
    case 'publishedAt':
      return [sort.direction === 'asc' ? asc(guides.publishedAt) : desc(guides.publishedAt), asc(guides.id)];
    case 'title':
      return [direction(guides.title), asc(guides.id)];
    case 'order':
    default:
      return [direction(guides.sortOrder), asc(guides.id)];
  }
}

export async function pageGuides(
  db: Db,
  request: GuidePageRequest,
  language: Language,
): Promise<Page<GuideSummary>> {
  const filters = request.filters ?? {};
  const where = and(
    publicGuides(db, language),
    filters.keyword === undefined ? undefined : sql`${filters.keyword.trim()} = any(${guides.keywords})`,
    filters.title === undefined ? undefined : ilike(guides.title, containsPattern(filters.title)),
  );
  return contentPage(
    request,
    ({ limit, offset }) =>
      selectSummaries(db)
        .where(where)
        .orderBy(...orderOf(request.sort))
        .limit(limit)
        .offset(offset),
    db.select({ total: count() }).from(guides).where(where),
    (rows) => rows.map(toSummary),
  );
}

export async function searchGuides(
  db: Db,
  term: SearchTerm,
  limit: number,
  language: Language,
): Promise<GuideSearchResult[]> {
  const score = termScore(guides.searchText, term);
  const rows = await db
    .select({ id: guides.id, pallonecomSlug: guides.pallonecomSlug, title: guides.title, score })
    .from(guides)
    .where(and(publicGuides(db, language), matchesTerm(guides.searchText, term)))
    .orderBy(desc(score), asc(guides.sortOrder), asc(guides.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    pallonecomSlug: row.pallonecomSlug,
    title: row.title,
    similarity: row.score,
  }));
}
