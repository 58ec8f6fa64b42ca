/** `POST /news/getPaginated` and `/getPaginatedSimplified`, and the author news pages. */
import { and, asc, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { news } from '../../../db/contentSchema.ts';
import type { Language } from '../../../plugins/language.ts';
import type { NewsPageRequest, NewsSummary, Page } from '@pallone/contract';
import { pageWindow } from '../../../content/queries/pageWindow.ts';
import { containsPattern } from '../../../content/queries/containsPattern.ts';
import {
  newestFirst,
  publicNews,
  selectNewsSummaries,
  toNewsSimplified,
  toNewsSummary,
  type NewsSummaryRow,
} from './row.ts';

function whereOf(filters: NewsPageRequest['filters']): SQL[] {
  if (!filters) return [];
  const conditions: SQL[] = [];
  if (filters.category !== undefined) conditions.push(eq(news.category, filters.category));
  if (filters.authorId !== undefined) conditions.push(eq(news.authorId, filters.authorId));
  if (filters.competitionId !== undefined) conditions.push(eq(news.competitionId, filters.competitionId));
  if (filters.matchId !== undefined) conditions.push(eq(news.matchId, filters.matchId));
  if (filters.keyword !== undefined) conditions.push(sql`${filters.keyword.trim()} = any(${news.keywords})`);
  if (filters.title !== undefined) conditions.push(ilike(news.title, containsPattern(filters.title)));
  return conditions;
}

function orderOf(sort: NewsPageRequest['sort']): SQL[] {
  const direction = sort?.direction === 'asc' ? asc : desc;
  switch (sort?.field) {
    case 'title':
      return [sort.direction === 'desc' ? desc(news.title) : asc(news.title), asc(news.id)];
    case 'id':
      return [direction(news.id)];
    case 'publishedAt':
      return [direction(news.publishedAt), direction(news.id)];
    default:
      return newestFirst;
  }
}

/** A page of published news under the conditions, each row in the form `toItem` gives it. */
async function pageRows<Item>(
  db: Db,
  request: Pick<NewsPageRequest, 'page' | 'pageSize' | 'sort'>,
  conditions: SQL[],
  { language, now }: { language: Language; now: Date },
  toItem: (row: NewsSummaryRow) => Item,
): Promise<Page<Item>> {
  const { limit, offset } = pageWindow(request);
  const where = and(publicNews(db, language, now), ...conditions);
  const [rows, totals] = await Promise.all([
    selectNewsSummaries(db)
      .where(where)
      .orderBy(...orderOf(request.sort))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(news).where(where),
  ]);
  return { items: rows.map(toItem), total: totals[0]?.total ?? 0, page: request.page, pageSize: limit };
}

/** The forms a page of news comes in: summaries (`getPaginated`) or simplified (`getPaginatedSimplified`). */
const newsForms = { summary: toNewsSummary, simplified: toNewsSimplified };
type NewsForm = keyof typeof newsForms;
type NewsItem<Form extends NewsForm> = ReturnType<(typeof newsForms)[Form]>;

/** A page of published news matching the request's filters, in the given form. */
export function pageNews<Form extends NewsForm>(
  db: Db,
  request: NewsPageRequest,
  { language, now }: { language: Language; now: Date },
  form: Form,
): Promise<Page<NewsItem<Form>>> {
  return pageRows(
    db,
    request,
    whereOf(request.filters),
    { language, now },
    newsForms[form] as (row: NewsSummaryRow) => NewsItem<Form>,
  );
}

/** An author's published news, newest first (SPEC §9: 6 a page). */
export function pageNewsOfAuthor(
  db: Db,
  authorId: number,
  request: { page: number; pageSize: number },
  language: Language,
  now: Date,
): Promise<Page<NewsSummary>> {
  return pageRows(db, request, [eq(news.authorId, authorId)], { language, now }, toNewsSummary);
}
