/** Bonus quotas (boosted odds) with their bookmaker and match: the list, one offer and a page. */
import { and, asc, count, eq, gt, lte, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { bonusQuotas, bookmakers } from '../../../db/contentSchema.ts';
import { competitionSeasons, matches } from '../../../db/schema.ts';
import type { Language } from '../../../plugins/language.ts';
import type {
  BonusMarket,
  BonusQuota,
  BonusQuotaListQuery,
  BonusQuotaPageRequest,
  Page,
} from '@pallone/contract';
import { contentPage, sortedBy } from '../../../content/queries/pageWindow.ts';
import {
  bookmakerColumns,
  shownWithBookmaker,
  toBookmakerRef,
} from '../../bookmakerBonuses/queries/bookmakerRef.ts';
import { loadMatchRefs } from '../../../content/queries/matchRefs.ts';
import { quotaLabel } from './quotaLabel.ts';

const columns = {
  quota: bonusQuotas,
  bookmaker: bookmakerColumns,
};

function selectQuotas(db: Db) {
  return db
    .select(columns)
    .from(bonusQuotas)
    .innerJoin(bookmakers, eq(bookmakers.id, bonusQuotas.bookmakerId))
    .innerJoin(matches, eq(matches.id, bonusQuotas.matchId))
    .innerJoin(competitionSeasons, eq(competitionSeasons.id, matches.competitionSeasonId));
}

type Row = Awaited<ReturnType<ReturnType<typeof selectQuotas>['execute']>>[number];

async function toQuotas(db: Db, rows: Row[], language: Language, now: Date): Promise<BonusQuota[]> {
  const refs = await loadMatchRefs(
    db,
    rows.map((row) => row.quota.matchId),
    language,
  );
  return rows.flatMap(({ quota, bookmaker }) => {
    const match = refs.get(quota.matchId);
    if (!match) return [];
    return [
      {
        id: quota.id,
        bookmaker: toBookmakerRef(bookmaker),
        match: {
          id: match.id,
          pallonecomSlug: match.pallonecomSlug,
          homeTeam: match.homeTeam,
          awayTeam: match.awayTeam,
          homeName: match.homeName,
          awayName: match.awayName,
          date: match.date,
          competition: match.competition,
        },
        market: quota.market as BonusMarket,
        selection: quota.selection,
        label: quotaLabel(quota.market, quota.selection, language),
        usualOdds: quota.usualOdds,
        boostedOdds: quota.boostedOdds,
        validFrom: quota.validFrom.toISOString(),
        validTo: quota.validTo.toISOString(),
        active: quota.validFrom <= now && now < quota.validTo,
        isSample: quota.isSample,
      },
    ];
  });
}

const activeAt = (now: Date) => and(lte(bonusQuotas.validFrom, now), gt(bonusQuotas.validTo, now)) as SQL;
const inactiveAt = (now: Date) => or(gt(bonusQuotas.validFrom, now), lte(bonusQuotas.validTo, now)) as SQL;
/** Boosted odds the public sees: neither the offer nor its bookmaker a hidden sample. */
const shownQuotas = (db: Db) => shownWithBookmaker(db, bonusQuotas.isSample);
const byKickoff = [asc(matches.kickoffAt), asc(bonusQuotas.id)];

export async function listQuotas(
  db: Db,
  query: BonusQuotaListQuery,
  language: Language,
  now: Date,
): Promise<BonusQuota[]> {
  const rows = await selectQuotas(db)
    .where(
      and(
        shownQuotas(db),
        query.onlyActive ? activeAt(now) : undefined,
        query.matchId === undefined ? undefined : eq(bonusQuotas.matchId, query.matchId),
        query.bookmakerId === undefined ? undefined : eq(bonusQuotas.bookmakerId, query.bookmakerId),
      ),
    )
    .orderBy(...byKickoff);
  return toQuotas(db, rows, language, now);
}

export async function findQuotaById(
  db: Db,
  id: number,
  language: Language,
  now: Date,
): Promise<BonusQuota | undefined> {
  const rows = await selectQuotas(db).where(and(shownQuotas(db), eq(bonusQuotas.id, id)));
  return (await toQuotas(db, rows, language, now))[0];
}

const SORTS = {
  validFrom: bonusQuotas.validFrom,
  validTo: bonusQuotas.validTo,
  boostedOdds: bonusQuotas.boostedOdds,
  matchDate: matches.kickoffAt,
};

export async function pageQuotas(
  db: Db,
  request: BonusQuotaPageRequest,
  language: Language,
  now: Date,
): Promise<Page<BonusQuota>> {
  const filters = request.filters ?? {};
  const where = and(
    shownQuotas(db),
    filters.bookmakerId === undefined ? undefined : eq(bonusQuotas.bookmakerId, filters.bookmakerId),
    filters.matchId === undefined ? undefined : eq(bonusQuotas.matchId, filters.matchId),
    filters.competitionId === undefined
      ? undefined
      : eq(competitionSeasons.competitionId, filters.competitionId),
    filters.market === undefined ? undefined : eq(bonusQuotas.market, filters.market),
    filters.active === undefined ? undefined : filters.active ? activeAt(now) : inactiveAt(now),
  );
  return contentPage(
    request,
    ({ limit, offset }) =>
      selectQuotas(db)
        .where(where)
        .orderBy(...sortedBy(request.sort, SORTS, matches.kickoffAt, bonusQuotas.id))
        .limit(limit)
        .offset(offset),
    db
      .select({ total: count() })
      .from(bonusQuotas)
      .innerJoin(bookmakers, eq(bookmakers.id, bonusQuotas.bookmakerId))
      .innerJoin(matches, eq(matches.id, bonusQuotas.matchId))
      .innerJoin(competitionSeasons, eq(competitionSeasons.id, matches.competitionSeasonId))
      .where(where),
    (rows) => toQuotas(db, rows, language, now),
  );
}
