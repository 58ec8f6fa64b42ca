/** Back-office bookmaker bonuses: the list (search in name and slug) and the writes. */
import { normalizeSearch } from '@pallone/core';
import { asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { backofficePage } from './page.ts';
import type { Db } from '../../../db/database.ts';
import { bookmakerBonuses } from '../../../db/contentSchema.ts';
import type {
  BackofficeBookmakerBonusPageRequest,
  BackofficeBookmakerBonusRow,
  BookmakerBonusCreate,
  Page,
} from '@pallone/contract';
import { containsPattern } from '../../../content/queries/containsPattern.ts';
import type { Writer } from '../../../db/access.ts';

type BonusRow = typeof bookmakerBonuses.$inferSelect;

export function toBackofficeBookmakerBonus(row: BonusRow): BackofficeBookmakerBonusRow {
  return {
    id: row.id,
    bookmakerId: row.bookmakerId,
    name: row.name,
    pallonecomSlug: row.pallonecomSlug,
    image: row.imagePath ? { path: row.imagePath } : null,
    url: row.url,
    bonus: row.bonus,
    extraIt: row.extraIt,
    extraEn: row.extraEn,
    conditionIt: row.conditionIt,
    conditionEn: row.conditionEn,
    backgroundColor: row.backgroundColor,
    fontColor: row.fontColor,
    showOnMobile: row.showOnMobile,
    showOnHome: row.showOnHome,
    sortOrder: row.sortOrder,
    isSample: row.isSample,
  };
}

function bonusValues(input: BookmakerBonusCreate) {
  return {
    bookmakerId: input.bookmakerId,
    name: input.name.trim(),
    pallonecomSlug: input.pallonecomSlug,
    url: input.url.trim(),
    bonus: input.bonus,
    extraIt: input.extraIt.trim(),
    extraEn: input.extraEn.trim(),
    conditionIt: input.conditionIt.trim(),
    conditionEn: input.conditionEn.trim(),
    backgroundColor: input.backgroundColor,
    fontColor: input.fontColor,
    showOnMobile: input.showOnMobile,
    showOnHome: input.showOnHome,
    sortOrder: input.sortOrder,
    searchText: normalizeSearch(input.name),
  };
}

export async function findBookmakerBonusRow(db: Writer, id: number): Promise<BonusRow | undefined> {
  const [row] = await db.select().from(bookmakerBonuses).where(eq(bookmakerBonuses.id, id));
  return row;
}

export async function insertBookmakerBonus(
  db: Writer,
  input: BookmakerBonusCreate,
  imagePath: string | null,
): Promise<BonusRow> {
  const [row] = await db
    .insert(bookmakerBonuses)
    .values({ ...bonusValues(input), imagePath })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateBookmakerBonus(
  db: Writer,
  id: number,
  input: BookmakerBonusCreate,
  imagePath: string | null | undefined,
): Promise<BonusRow | undefined> {
  const [row] = await db
    .update(bookmakerBonuses)
    .set({ ...bonusValues(input), ...(imagePath !== undefined ? { imagePath } : {}) })
    .where(eq(bookmakerBonuses.id, id))
    .returning();
  return row;
}

export async function deleteBookmakerBonus(db: Writer, id: number): Promise<BonusRow | undefined> {
  const [row] = await db.delete(bookmakerBonuses).where(eq(bookmakerBonuses.id, id)).returning();
  return row;
}

export async function pageBackofficeBookmakerBonuses(
  db: Db,
  request: BackofficeBookmakerBonusPageRequest,
): Promise<Page<BackofficeBookmakerBonusRow>> {
  const search = request.search?.trim();
  const where = search
    ? or(
        ilike(bookmakerBonuses.name, containsPattern(search)),
        ilike(bookmakerBonuses.pallonecomSlug, containsPattern(search)),
      )
    : undefined;
  const direction = request.sort?.direction === 'desc' ? desc : asc;
  const column = {
    sortOrder: bookmakerBonuses.sortOrder,
    name: bookmakerBonuses.name,
    bonus: bookmakerBonuses.bonus,
    id: bookmakerBonuses.id,
  }[request.sort?.field ?? 'sortOrder'];
  const order: SQL[] = [direction(column), direction(bookmakerBonuses.id)];
  return backofficePage(
    request,
    ({ limit, offset }) =>
      db
        .select()
        .from(bookmakerBonuses)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
    db.select({ total: count() }).from(bookmakerBonuses).where(where),
    toBackofficeBookmakerBonus,
  );
}
