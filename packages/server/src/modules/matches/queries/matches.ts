/** Reads of one match: by id, by slug, the ids behind a slug, its referees. */
import { eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { competitionSeasons, matches } from '../../../db/schema.ts';
import type { Language } from '../../../plugins/language.ts';
import type { MatchBody, MatchIds, Referee } from '@pallone/contract';
import { refereesOf, selectMatchRows, toMatchBodies } from './row.ts';
import { sideColumns } from './columns.ts';

async function findOne(db: Db, where: SQL, language: Language, now: Date): Promise<MatchBody | undefined> {
  const rows = await selectMatchRows(db).where(where).limit(1);
  const [match] = await toMatchBodies(db, rows, language, now);
  return match;
}

export function findMatchById(
  db: Db,
  id: number,
  language: Language,
  now: Date,
): Promise<MatchBody | undefined> {
  return findOne(db, eq(matches.id, id), language, now);
}

export function findMatchBySlug(
  db: Db,
  slug: string,
  language: Language,
  now: Date,
): Promise<MatchBody | undefined> {
  return findOne(db, eq(matches.pallonecomSlug, slug), language, now);
}

export async function findMatchIdsBySlug(db: Db, slug: string): Promise<MatchIds | undefined> {
  const [row] = await db
    .select({
      id: matches.id,
      competitionId: competitionSeasons.competitionId,
      seasonId: competitionSeasons.seasonId,
      competitionSeasonId: matches.competitionSeasonId,
      groupId: matches.groupId,
      turnId: matches.turnId,
      ...sideColumns,
    })
    .from(matches)
    .innerJoin(competitionSeasons, eq(competitionSeasons.id, matches.competitionSeasonId))
    .where(eq(matches.pallonecomSlug, slug));
  return row;
}

/** The match's referees (the data names the referee for the Premier League only); undefined: no such match. */
export async function findMatchReferees(db: Db, id: number): Promise<Referee[] | undefined> {
  const [row] = await db.select({ referee: matches.referee }).from(matches).where(eq(matches.id, id));
  return row && refereesOf(row.referee);
}

/** The bare facts other reads of a match need; undefined when there is no such match. */
export async function findMatchCore(db: Db, id: number) {
  const [row] = await db
    .select({ id: matches.id, competitionSeasonId: matches.competitionSeasonId, ...sideColumns })
    .from(matches)
    .where(eq(matches.id, id));
  return row;
}
