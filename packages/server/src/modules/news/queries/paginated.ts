/** `POST /news/getPaginated` and `/getPaginatedSimplified`, and the author news pages. */
import { and, asc, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { news } from '../../../db/contentSchema.ts';
import type { Language } from '../../../plugins/language.ts';
import type { NewsPageRequest, NewsSimplified, NewsSummary, Page } from '@pallone/contract';
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

async function pageRows(
  db: Db,
  request: Pick<NewsPageRequest, 'page' | 'pageSize' | 'sort'>,
  conditions: SQL[],
  language: Language,
  now: Date,
): Promise<Page<NewsSummaryRow>> {
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
  return { items: rows, total: totals[0]?.total ?? 0, page: request.page, pageSize: limit };
}

export async function pageNews(
  db: Db,
  request: NewsPageRequest,
  language: Language,
  now: Date,
): Promise<Page<NewsSummary>> {
  const page = await pageRows(db, request, whereOf(request.filters), language, now);
  return { ...page, items: page.items.map(toNewsSummary) };
}

export async function pageNewsSimplified(
  db: Db,
  request: NewsPageRequest,
  language: Language,
  now: Date,
): Promise<Page<NewsSimplified>> {
  const page = await pageRows(db, request, whereOf(request.filters), language, now);
  return { ...page, items: page.items.map(toNewsSimplified) };
}

/** An author's published news, newest first (SPEC §9: 6 a page). */
export async function pageNewsOfAuthor(
  db: Db,
  authorId: number,
  request: { page: number; pageSize: number },
  language: Language,
  now: Date,
): Promise<Page<NewsSummary>> {
  const page = await pageRows(db, request, [eq(news.authorId, authorId)], language, now);
  return { ...page, items: page.items.map(toNewsSummary) };
}
