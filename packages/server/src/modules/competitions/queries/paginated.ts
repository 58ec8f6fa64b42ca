/** `POST /competitions/getPaginated`: one page of competitions with filters and a sort, and the total. */
import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { competitions, countries } from '../../../db/schema.ts';
import type { Language } from '../../../plugins/language.ts';
import { MAX_PAGE_SIZE, type CompetitionPage, type CompetitionPageRequest } from '@pallone/contract';
import { competitionColumns, toCompetition } from './row.ts';

/** `%`, `_` and `\` match literally inside an ILIKE pattern. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

function whereOf(filters: CompetitionPageRequest['filters']): SQL | undefined {
  if (!filters) return undefined;
  const conditions: SQL[] = [];
  if (filters.countryId !== undefined) conditions.push(eq(competitions.countryId, filters.countryId));
  if (filters.type !== undefined) conditions.push(eq(competitions.type, filters.type));
  if (filters.name !== undefined) {
    const pattern = containsPattern(filters.name.trim());
    const either = or(ilike(competitions.nameIt, pattern), ilike(competitions.nameEn, pattern));
    if (either) conditions.push(either);
  }
  return conditions.length ? and(...conditions) : undefined;
}

function orderOf(sort: CompetitionPageRequest['sort'], language: Language): SQL[] {
  const direction = sort?.direction === 'desc' ? desc : asc;
  const name = language === 'it' ? competitions.nameIt : competitions.nameEn;
  const countryName = language === 'it' ? countries.nameIt : countries.nameEn;
  switch (sort?.field) {
    case 'id':
      return [direction(competitions.id)];
    case 'country':
      return [direction(countryName), asc(name), asc(competitions.id)];
    case 'name':
    default:
      return [direction(name), asc(competitions.id)];
  }
}

export async function pageCompetitions(
  db: Db,
  request: CompetitionPageRequest,
  language: Language,
): Promise<CompetitionPage> {
  const pageSize = Math.min(request.pageSize, MAX_PAGE_SIZE);
  const where = whereOf(request.filters);
  const [rows, totals] = await Promise.all([
    db
      .select(competitionColumns)
      .from(competitions)
      .innerJoin(countries, eq(countries.id, competitions.countryId))
      .where(where)
      .orderBy(...orderOf(request.sort, language))
      .limit(pageSize)
      .offset((request.page - 1) * pageSize),
    db.select({ total: count() }).from(competitions).where(where),
  ]);
  return {
    items: rows.map((row) => toCompetition(row, language)),
    total: totals[0]?.total ?? 0,
    page: request.page,
    pageSize,
  };
}
