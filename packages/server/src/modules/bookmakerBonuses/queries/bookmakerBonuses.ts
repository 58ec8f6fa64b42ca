/** Bookmaker bonuses with their bookmaker: the list, the home banner, one bonus, a page and the search. */
import { and, asc, count, desc, eq, gte, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { notSample } from '../../../content/sampleVisibility.ts';
import { bookmakerBonuses, bookmakers } from '../../../db/contentSchema.ts';
import type { Language } from '../../../plugins/language.ts';
import type {
  BookmakerBonus,
  BookmakerBonusListQuery,
  BookmakerBonusPageRequest,
  BookmakerBonusSearchResult,
  Page,
} from '@pallone/contract';
import { pageWindow } from '../../../content/queries/pageWindow.ts';
import { imageOf } from '../../teams/queries/row.ts';
import { matchesTerm, termScore, type SearchTerm } from '../../../search/queries/text.ts';

const columns = {
  bonus: bookmakerBonuses,
  bookmaker: {
    id: bookmakers.id,
    name: bookmakers.name,
    pallonecomSlug: bookmakers.pallonecomSlug,
    imagePath: bookmakers.imagePath,
    url: bookmakers.url,
    isSample: bookmakers.isSample,
  },
};

function selectBonuses(db: Db) {
  return db
    .select(columns)
    .from(bookmakerBonuses)
    .innerJoin(bookmakers, eq(bookmakers.id, bookmakerBonuses.bookmakerId));
}

/** Bonuses the public sees: neither the bonus nor its bookmaker a hidden sample. */
const shownBonuses = (db: Db) =>
  and(notSample(db, bookmakerBonuses.isSample), notSample(db, bookmakers.isSample));

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
    bookmaker: {
      id: bookmaker.id,
      name: bookmaker.name,
      pallonecomSlug: bookmaker.pallonecomSlug,
      image: imageOf(bookmaker.imagePath),
      url: bookmaker.url,
      isSample: bookmaker.isSample,
    },
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

function orderOf(sort: BookmakerBonusPageRequest['sort']): SQL[] {
  const direction = sort?.direction === 'desc' ? desc : asc;
  switch (sort?.field) {
    case 'bonus':
      return [direction(bookmakerBonuses.bonus), asc(bookmakerBonuses.id)];
    case 'name':
      return [direction(bookmakerBonuses.name), asc(bookmakerBonuses.id)];
    case 'order':
    default:
      return [direction(bookmakerBonuses.sortOrder), asc(bookmakerBonuses.id)];
  }
}

export async function pageBonuses(
  db: Db,
  request: BookmakerBonusPageRequest,
  language: Language,
): Promise<Page<BookmakerBonus>> {
  const { limit, offset } = pageWindow(request);
  const filters = request.filters ?? {};
  const where = and(
    shownBonuses(db),
    ...flagFilters(filters),
    filters.bookmakerId === undefined ? undefined : eq(bookmakerBonuses.bookmakerId, filters.bookmakerId),
    filters.minBonus === undefined ? undefined : gte(bookmakerBonuses.bonus, filters.minBonus),
  );
  const [rows, totals] = await Promise.all([
    selectBonuses(db)
      .where(where)
      .orderBy(...orderOf(request.sort))
      .limit(limit)
      .offset(offset),
    db
      .select({ total: count() })
      .from(bookmakerBonuses)
      .innerJoin(bookmakers, eq(bookmakers.id, bookmakerBonuses.bookmakerId))
      .where(where),
  ]);
  return {
    items: rows.map((row) => toBonus(row, language)),
    total: totals[0]?.total ?? 0,
    page: request.page,
    pageSize: limit,
  };
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
