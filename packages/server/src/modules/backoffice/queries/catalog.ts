/** Back-office lists of teams and competitions (search and sort), and the competition update. */
import { normalizeSearch } from '@pallone/core';
import { asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { backofficePage } from './page.ts';
import type { Db } from '../../../db/database.ts';
import { competitions, teams } from '../../../db/schema.ts';
import type {
  BackofficeCompetition,
  BackofficeCompetitionPageRequest,
  BackofficeTeam,
  BackofficeTeamPageRequest,
  Page,
} from '@pallone/contract';
import { containsPattern } from '../../../content/queries/containsPattern.ts';
import { toBackofficeTeam } from './teams.ts';
import type { Writer } from '../../../db/access.ts';

type CompetitionRow = typeof competitions.$inferSelect;

export function toBackofficeCompetition(row: CompetitionRow): BackofficeCompetition {
  return {
    id: row.id,
    code: row.code,
    nameIt: row.nameIt,
    nameEn: row.nameEn,
    countryId: row.countryId,
    type: row.type,
    image: row.imagePath ? { path: row.imagePath } : null,
    pallonecomSlug: row.pallonecomSlug,
  };
}

export async function pageBackofficeTeams(
  db: Db,
  request: BackofficeTeamPageRequest,
): Promise<Page<BackofficeTeam>> {
  const search = request.search?.trim();
  const where = search
    ? or(
        ilike(teams.name, containsPattern(search)),
        ilike(teams.nameIt, containsPattern(search)),
        ilike(teams.nameEn, containsPattern(search)),
        ilike(teams.pallonecomSlug, containsPattern(search)),
      )
    : undefined;
  const direction = request.sort?.direction === 'desc' ? desc : asc;
  const column = { name: teams.name, id: teams.id, city: teams.city }[request.sort?.field ?? 'name'];
  const order: SQL[] = [direction(column), direction(teams.id)];
  return backofficePage(
    request,
    ({ limit, offset }) =>
      db
        .select()
        .from(teams)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
    db.select({ total: count() }).from(teams).where(where),
    toBackofficeTeam,
  );
}

export async function pageBackofficeCompetitions(
  db: Db,
  request: BackofficeCompetitionPageRequest,
): Promise<Page<BackofficeCompetition>> {
  const search = request.search?.trim();
  const where = search
    ? or(
        ilike(competitions.nameIt, containsPattern(search)),
        ilike(competitions.nameEn, containsPattern(search)),
        ilike(competitions.code, containsPattern(search)),
        ilike(competitions.pallonecomSlug, containsPattern(search)),
      )
    : undefined;
  const direction = request.sort?.direction === 'desc' ? desc : asc;
  const column = {
    nameIt: competitions.nameIt,
    nameEn: competitions.nameEn,
    code: competitions.code,
    id: competitions.id,
  }[request.sort?.field ?? 'nameIt'];
  const order: SQL[] = [direction(column), direction(competitions.id)];
  return backofficePage(
    request,
    ({ limit, offset }) =>
      db
        .select()
        .from(competitions)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
    db.select({ total: count() }).from(competitions).where(where),
    toBackofficeCompetition,
  );
}

export async function findCompetitionRow(db: Writer, id: number): Promise<CompetitionRow | undefined> {
  const [row] = await db.select().from(competitions).where(eq(competitions.id, id));
  return row;
}

/** New names (the search text follows them) and/or image; undefined leaves a field as it is. */
export async function updateCompetition(
  db: Writer,
  before: CompetitionRow,
  names: { nameIt?: string | undefined; nameEn?: string | undefined },
  imagePath: string | null | undefined,
): Promise<CompetitionRow | undefined> {
  const nameIt = names.nameIt?.trim() ?? before.nameIt;
  const nameEn = names.nameEn?.trim() ?? before.nameEn;
  const [row] = await db
    .update(competitions)
    .set({
      nameIt,
      nameEn,
      searchText: normalizeSearch(nameIt === nameEn ? nameIt : `${nameIt} ${nameEn}`),
      ...(imagePath !== undefined ? { imagePath } : {}),
    })
    .where(eq(competitions.id, before.id))
    .returning();
  return row;
}
