/** Back-office boosted odds: the list (with bookmaker and teams, search in both) and the writes. */
import { asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { backofficePage } from './page.ts';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/database.ts';
import { bonusQuotas, bookmakers } from '../../../db/contentSchema.ts';
import { matches, teams } from '../../../db/schema.ts';
import type {
  BackofficeBonusQuotaPageRequest,
  BackofficeBonusQuotaRow,
  BonusQuotaCreate,
  Page,
} from '@pallone/contract';
import { containsPattern } from '../../../content/queries/containsPattern.ts';
import type { Writer } from '../../../db/access.ts';

type QuotaRow = typeof bonusQuotas.$inferSelect;
const home = alias(teams, 'home_team');
const away = alias(teams, 'away_team');

const columns = {
  quota: bonusQuotas,
  bookmakerName: bookmakers.name,
  kickoffAt: matches.kickoffAt,
  homeName: home.name,
  awayName: away.name,
};

function selectQuotas(db: Writer) {
  return db
    .select(columns)
    .from(bonusQuotas)
    .innerJoin(bookmakers, eq(bookmakers.id, bonusQuotas.bookmakerId))
    .innerJoin(matches, eq(matches.id, bonusQuotas.matchId))
    .leftJoin(home, eq(home.id, matches.homeTeamId))
    .leftJoin(away, eq(away.id, matches.awayTeamId));
}

interface JoinedRow {
  quota: QuotaRow;
  bookmakerName: string;
  kickoffAt: Date;
  homeName: string | null;
  awayName: string | null;
}

function toBackofficeQuota({
  quota,
  bookmakerName,
  kickoffAt,
  homeName,
  awayName,
}: JoinedRow): BackofficeBonusQuotaRow {
  return {
    id: quota.id,
    bookmakerId: quota.bookmakerId,
    bookmakerName,
    matchId: quota.matchId,
    matchLabel: `${homeName ?? '?'} – ${awayName ?? '?'}`,
    matchDate: kickoffAt.toISOString(),
    market: quota.market,
    selection: quota.selection,
    usualOdds: Number(quota.usualOdds),
    boostedOdds: Number(quota.boostedOdds),
    validFrom: quota.validFrom.toISOString(),
    validTo: quota.validTo.toISOString(),
    isSample: quota.isSample,
  };
}

function quotaValues(input: BonusQuotaCreate) {
  return {
    bookmakerId: input.bookmakerId,
    matchId: input.matchId,
    market: input.market,
    selection: input.selection,
    usualOdds: Math.round(input.usualOdds * 100) / 100,
    boostedOdds: Math.round(input.boostedOdds * 100) / 100,
    validFrom: new Date(input.validFrom),
    validTo: new Date(input.validTo),
  };
}

export async function matchExists(db: Writer, id: number): Promise<boolean> {
  const [row] = await db.select({ id: matches.id }).from(matches).where(eq(matches.id, id));
  return row !== undefined;
}

export async function findBackofficeQuota(
  db: Writer,
  id: number,
): Promise<BackofficeBonusQuotaRow | undefined> {
  const [row] = await selectQuotas(db).where(eq(bonusQuotas.id, id));
  return row ? toBackofficeQuota(row) : undefined;
}

export async function insertQuota(db: Writer, input: BonusQuotaCreate): Promise<number> {
  const [row] = await db.insert(bonusQuotas).values(quotaValues(input)).returning({ id: bonusQuotas.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

export async function updateQuota(db: Writer, id: number, input: BonusQuotaCreate): Promise<boolean> {
  const rows = await db
    .update(bonusQuotas)
    .set(quotaValues(input))
    .where(eq(bonusQuotas.id, id))
    .returning({ id: bonusQuotas.id });
  return rows.length > 0;
}

export async function deleteQuota(db: Writer, id: number): Promise<boolean> {
  const rows = await db.delete(bonusQuotas).where(eq(bonusQuotas.id, id)).returning({ id: bonusQuotas.id });
  return rows.length > 0;
}

export async function pageBackofficeQuotas(
  db: Db,
  request: BackofficeBonusQuotaPageRequest,
): Promise<Page<BackofficeBonusQuotaRow>> {
  const search = request.search?.trim();
  const where = search
    ? or(
        ilike(bookmakers.name, containsPattern(search)),
        ilike(home.name, containsPattern(search)),
        ilike(away.name, containsPattern(search)),
      )
    : undefined;
  const direction = request.sort?.direction === 'asc' ? asc : desc;
  const column = {
    validTo: bonusQuotas.validTo,
    validFrom: bonusQuotas.validFrom,
    boostedOdds: bonusQuotas.boostedOdds,
    matchDate: matches.kickoffAt,
    id: bonusQuotas.id,
  }[request.sort?.field ?? 'validTo'];
  const order: SQL[] = [direction(column), direction(bonusQuotas.id)];
  return backofficePage(
    request,
    ({ limit, offset }) =>
      selectQuotas(db)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
    db
      .select({ total: count() })
      .from(bonusQuotas)
      .innerJoin(bookmakers, eq(bookmakers.id, bonusQuotas.bookmakerId))
      .innerJoin(matches, eq(matches.id, bonusQuotas.matchId))
      .leftJoin(home, eq(home.id, matches.homeTeamId))
      .leftJoin(away, eq(away.id, matches.awayTeamId))
      .where(where),
    toBackofficeQuota,
  );
}
