/** What the sample news and boosted odds are written from: real matches, goals, statistics and season figures. */
import { and, asc, desc, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { competitions, matchEvents, matches, seasons, turns } from '../../db/schema.ts';
import {
  eventFactColumns,
  joinCompetitionSeason,
  scoreColumns,
  sideColumns,
} from '../../modules/matches/queries/columns.ts';
import { awayTeam, homeTeam, joinSideTeams } from '../../modules/matches/queries/sideTeams.ts';

const matchColumns = {
  id: matches.id,
  pallonecomSlug: matches.pallonecomSlug,
  kickoffAt: matches.kickoffAt,
  venue: matches.venue,
  neutral: matches.neutral,
  htHome: matches.htHome,
  htAway: matches.htAway,
  ...scoreColumns,
  ...sideColumns,
  homeName: sql<string>`coalesce(${homeTeam.name}, ${matches.homeName})`,
  homeNameIt: homeTeam.nameIt,
  homeNameEn: homeTeam.nameEn,
  awayName: sql<string>`coalesce(${awayTeam.name}, ${matches.awayName})`,
  awayNameIt: awayTeam.nameIt,
  awayNameEn: awayTeam.nameEn,
  competitionId: competitions.id,
  competitionNameIt: competitions.nameIt,
  competitionNameEn: competitions.nameEn,
  seasonName: seasons.name,
  turnName: turns.name,
};

/** Played matches with a full-time score: what reports and season figures are written from. */
const playedWithScore = and(
  eq(matches.status, 'played'),
  isNotNull(matches.ftHome),
  isNotNull(matches.ftAway),
);

export type SourceMatch = Awaited<ReturnType<typeof latestPlayedMatches>>[number];

function selectMatches(db: Db) {
  const query = joinCompetitionSeason(db.select(matchColumns).from(matches).$dynamic());
  return joinSideTeams(query).leftJoin(turns, eq(turns.id, matches.turnId));
}

/** The latest played matches of a competition with both teams and a full-time score. */
export function latestPlayedMatches(db: Db, competitionId: number, count: number) {
  return selectMatches(db)
    .where(and(eq(competitions.id, competitionId), playedWithScore))
    .orderBy(desc(matches.kickoffAt), desc(matches.id))
    .limit(count);
}

/** Scheduled matches with both teams kicking off after `now`, soonest first. */
export function upcomingMatches(db: Db, competitionIds: readonly number[], now: Date, count: number) {
  return selectMatches(db)
    .where(
      and(
        inArray(competitions.id, [...competitionIds]),
        eq(matches.status, 'scheduled'),
        gt(matches.kickoffAt, now),
      ),
    )
    .orderBy(asc(matches.kickoffAt), asc(matches.id))
    .limit(count);
}

export interface SourceGoal {
  matchId: number;
  minute: number | null;
  stoppage: number | null;
  period: string;
  ownGoal: boolean;
  penalty: boolean;
  playerName: string;
  teamId: number | null;
}

export async function goalsOf(db: Db, matchIds: readonly number[]): Promise<SourceGoal[]> {
  if (matchIds.length === 0) return [];
  const rows = await db
    .select({
      matchId: matchEvents.matchId,
      ...eventFactColumns,
      playerName: matchEvents.playerName,
      teamId: matchEvents.teamId,
    })
    .from(matchEvents)
    .where(
      and(inArray(matchEvents.matchId, [...matchIds]), inArray(matchEvents.subtype, ['goal', 'own-goal'])),
    )
    .orderBy(
      asc(matchEvents.matchId),
      asc(matchEvents.minute),
      asc(matchEvents.stoppage),
      asc(matchEvents.id),
    );
  return rows.map(({ subtype, ...row }) => ({ ...row, ownGoal: subtype === 'own-goal' }));
}

export interface SeasonFigures {
  competitionId: number;
  competitionNameIt: string;
  competitionNameEn: string;
  competitionSlug: string;
  seasonName: string;
  seasonSlug: string;
  played: number;
  homeWins: number;
  draws: number;
  awayWins: number;
  over25: number;
  btts: number;
  goals: number;
  lastKickoff: Date;
}

/** Full-time outcome counts of the latest `count` seasons of a competition with at least `minPlayed` results. */
export async function seasonFigures(
  db: Db,
  competitionId: number,
  count: number,
  minPlayed = 30,
): Promise<SeasonFigures[]> {
  const played = sql<number>`count(*)::int`;
  const query = db
    .select({
      competitionId: competitions.id,
      competitionNameIt: competitions.nameIt,
      competitionNameEn: competitions.nameEn,
      competitionSlug: competitions.pallonecomSlug,
      seasonName: seasons.name,
      seasonSlug: seasons.pallonecomSlug,
      played,
      homeWins: sql<number>`count(*) filter (where ${matches.ftHome} > ${matches.ftAway})::int`,
      draws: sql<number>`count(*) filter (where ${matches.ftHome} = ${matches.ftAway})::int`,
      awayWins: sql<number>`count(*) filter (where ${matches.ftHome} < ${matches.ftAway})::int`,
      over25: sql<number>`count(*) filter (where ${matches.ftHome} + ${matches.ftAway} > 2)::int`,
      btts: sql<number>`count(*) filter (where ${matches.ftHome} > 0 and ${matches.ftAway} > 0)::int`,
      goals: sql<number>`sum(${matches.ftHome} + ${matches.ftAway})::int`,
      lastKickoff: sql<Date>`max(${matches.kickoffAt})`.mapWith(matches.kickoffAt),
    })
    .from(matches)
    .$dynamic();
  const rows = await joinCompetitionSeason(query)
    .where(and(eq(competitions.id, competitionId), playedWithScore))
    .groupBy(competitions.id, seasons.id)
    .having(sql`count(*) >= ${minPlayed}`)
    .orderBy(desc(seasons.start))
    .limit(count);
  return rows;
}

/** Slugs of competitions by id, for the important crawl paths. */
export async function competitionSlugs(db: Db, ids: readonly number[]): Promise<string[]> {
  const rows = await db
    .select({ slug: competitions.pallonecomSlug })
    .from(competitions)
    .where(inArray(competitions.id, [...ids]))
    .orderBy(asc(competitions.id));
  return rows.map((row) => row.slug);
}
