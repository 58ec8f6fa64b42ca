/** Bookmaker bonuses with their bookmaker: the list, the home banner, one bonus, a page and the search. */
import { and, asc, count, desc, eq, gte, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { bookmakerBonuses, bookmakers } from '../../../db/contentSchema.ts';
import type { Language } from '../../../plugins/language.ts';
import type {
  BookmakerBonus,
  BookmakerBonusListQuery,
  BookmakerBonusPageRequest,
  BookmakerBonusSearchResult,
  Page,
} from '@pallone/contract';
import { contentPage, sortedBy } from '../../../content/queries/pageWindow.ts';
import { imageOf } from '../../teams/queries/row.ts';
import { bookmakerColumns, shownWithBookmaker, toBookmakerRef } from './bookmakerRef.ts';
import { matchesTerm, termScore, type SearchTerm } from '../../../search/queries/text.ts';

const columns = {
  bonus: bookmakerBonuses,
  bookmaker: bookmakerColumns,
};

function selectBonuses(db: Db) {
  return db
    .select(columns)
    .from(bookmakerBonuses)
    .innerJoin(bookmakers, eq(bookmakers.id, bookmakerBonuses.bookmakerId));
}

/** Bonuses the public sees: neither the bonus nor its bookmaker a hidden sample. */
const shownBonuses = (db: Db) => shownWithBookmaker(db, bookmakerBonuses.isSample);

type Row = Awaited<ReturnType<ReturnType<typeof selectBonuses>['execute']>>[number];

function toBonus({ bonus, bookmaker }: Row, language: Language): BookmakerBonus {
  return {
    id: bonus.id,
    name: bonus.name,
    image: imageOf(bonus.imagePath),
    url: bonus.url,
    bonus: bonus.bonus,
    extra: language === 'it' ? bonus.extraIt : bonus.extraEn,
    condition: language === 'it' ? bonus.conditionIt : bonus.conditionEn,
    backgroundColor: bonus.backgroundColor,
    fontColor: bonus.fontColor,
    showOnMobile: bonus.showOnMobile,
    showOnHome: bonus.showOnHome,
    pallonecomSlug: bonus.pallonecomSlug,
    bookmaker: toBookmakerRef(bookmaker),
    isSample: bonus.isSample,
  };
}

const inOrder = [asc(bookmakerBonuses.sortOrder), asc(bookmakerBonuses.id)];

function flagFilters(filters: { showOnHome?: boolean; showOnMobile?: boolean }): (SQL | undefined)[] {
  return [
    filters.showOnHome === undefined ? undefined : eq(bookmakerBonuses.showOnHome, filters.showOnHome),
    filters.showOnMobile === undefined ? undefined : eq(bookmakerBonuses.showOnMobile, filters.showOnMobile),
  ];
}

export async function listBonuses(
  db: Db,
  query: BookmakerBonusListQuery,
  language: Language,
): Promise<BookmakerBonus[]> {
  const rows = await selectBonuses(db)
    .where(and(shownBonuses(db), ...flagFilters(query)))
    .orderBy(...inOrder);
  return rows.map((row) => toBonus(row, language));
}

/** SPEC §9: the home side column shows at most 3 bonuses, those with showOnHome. */
export async function listHomeBonuses(db: Db, limit: number, language: Language): Promise<BookmakerBonus[]> {
  const rows = await selectBonuses(db)
    .where(and(shownBonuses(db), eq(bookmakerBonuses.showOnHome, true)))
    .orderBy(...inOrder)
    .limit(limit);
  return rows.map((row) => toBonus(row, language));
}

export async function findBonus(db: Db, where: SQL, language: Language): Promise<BookmakerBonus | undefined> {
  const [row] = await selectBonuses(db).where(and(shownBonuses(db), where));
  return row ? toBonus(row, language) : undefined;
}

export const findBonusById = (db: Db, id: number, language: Language) =>
  findBonus(db, eq(bookmakerBonuses.id, id), language);

export const findBonusBySlug = (db: Db, slug: string, language: Language) =>
  findBonus(db, eq(bookmakerBonuses.pallonecomSlug, slug), language);

const SORTS = {
  bonus: bookmakerBonuses.bonus,
  name: bookmakerBonuses.name,
  order: bookmakerBonuses.sortOrder,
};

export async function pageBonuses(
  db: Db,
  request: BookmakerBonusPageRequest,
  language: Language,
): Promise<Page<BookmakerBonus>> {
  const filters = request.filters ?? {};
  const where = and(
    shownBonuses(db),
    ...flagFilters(filters),
    filters.bookmakerId === undefined ? undefined : eq(bookmakerBonuses.bookmakerId, filters.bookmakerId),
    filters.minBonus === undefined ? undefined : gte(bookmakerBonuses.bonus, filters.minBonus),
  );
  return contentPage(
    request,
    ({ limit, offset }) =>
      selectBonuses(db)
        .where(where)
        .orderBy(...sortedBy(request.sort, SORTS, bookmakerBonuses.sortOrder, bookmakerBonuses.id))
        .limit(limit)
        .offset(offset),
    db
      .select({ total: count() })
      .from(bookmakerBonuses)
      .innerJoin(bookmakers, eq(bookmakers.id, bookmakerBonuses.bookmakerId))
      .where(where),
    (rows) => rows.map((row) => toBonus(row, language)),
  );
}

export async function searchBonuses(
  db: Db,
  term: SearchTerm,
  limit: number,
): Promise<BookmakerBonusSearchResult[]> {
  const score = termScore(bookmakerBonuses.searchText, term);
  const rows = await db
    .select({
      id: bookmakerBonuses.id,
      name: bookmakerBonuses.name,
      pallonecomSlug: bookmakerBonuses.pallonecomSlug,
      bonus: bookmakerBonuses.bonus,
      score,
    })
    .from(bookmakerBonuses)
    .innerJoin(bookmakers, eq(bookmakers.id, bookmakerBonuses.bookmakerId))
    .where(and(shownBonuses(db), matchesTerm(bookmakerBonuses.searchText, term)))
    .orderBy(desc(score), ...inOrder)
    .limit(limit);
  return rows.map(({ score: similarity, ...row }) => ({ ...row, similarity }));
}
