/**
 * `POST /teams/getPaginated`: one page of teams with filters (competition they played a match in, country,
 * part of the name) and a sort (name, id, founded — unknown founding years last either way), and the total.
 */
import { normalizeSearch } from '@pallone/core';
import { and, asc, count, desc, eq, exists, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { competitionSeasons, countries, matches, teams } from '../../../db/schema.ts';
import type { Language } from '../../../plugins/language.ts';
import { MAX_TEAM_PAGE_SIZE, type TeamPage, type TeamPageRequest } from '@pallone/contract';
import { teamRefColumns, toTeamRef } from './row.ts';

/** `%`, `_` and `\` match literally inside an ILIKE pattern. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

function playedIn(db: Db, competitionId: number): SQL {
  return exists(
    db
      .select({ one: sql`1` })
      .from(matches)
      .innerJoin(competitionSeasons, eq(competitionSeasons.id, matches.competitionSeasonId))
      .where(
        and(
          eq(competitionSeasons.competitionId, competitionId),
          or(eq(matches.homeTeamId, teams.id), eq(matches.awayTeamId, teams.id)),
        ),
      ),
  );
}

function whereOf(db: Db, filters: TeamPageRequest['filters']): SQL | undefined {
  if (!filters) return undefined;
  const conditions: SQL[] = [];
  if (filters.competitionId !== undefined) conditions.push(playedIn(db, filters.competitionId));
  if (filters.countryId !== undefined) conditions.push(eq(teams.countryId, filters.countryId));
  if (filters.name !== undefined) {
    // A name without letters or digits ("%", "--") names no team, rather than every team.
    const text = normalizeSearch(filters.name);
    conditions.push(text ? ilike(teams.searchText, containsPattern(text)) : sql`false`);
  }
  return conditions.length ? and(...conditions) : undefined;
}

function orderOf(sort: TeamPageRequest['sort'], language: Language): SQL[] {
  const direction = sort?.direction === 'desc' ? desc : asc;
  const name = sql`coalesce(${language === 'it' ? teams.nameIt : teams.nameEn}, ${teams.name})`;
  switch (sort?.field) {
    case 'id':
      return [direction(teams.id)];
    case 'founded':
      return [sql`${teams.founded} is null`, direction(teams.founded), asc(name), asc(teams.id)];
    case 'name':
    default:
      return [direction(name), asc(teams.id)];
  }
}

export async function pageTeams(db: Db, request: TeamPageRequest, language: Language): Promise<TeamPage> {
  const pageSize = Math.min(request.pageSize, MAX_TEAM_PAGE_SIZE);
  const where = whereOf(db, request.filters);
  const [rows, totals] = await Promise.all([
    db
      .select({ ...teamRefColumns, founded: teams.founded })
      .from(teams)
      .leftJoin(countries, eq(countries.id, teams.countryId))
      .where(where)
      .orderBy(...orderOf(request.sort, language))
      .limit(pageSize)
      .offset((request.page - 1) * pageSize),
    db.select({ total: count() }).from(teams).where(where),
  ]);
  return {
    items: rows.map((row) => ({ ...toTeamRef(row, language), founded: row.founded })),
    total: totals[0]?.total ?? 0,
    page: request.page,
    pageSize,
  };
}
