/**
 * The form and head-to-head a prediction article quotes: a team's latest results before an instant, and the
 * previous meetings of two teams. Played or awarded matches only; goals count extra time and a shoot-out counts
 * as a draw, as in the team results (teamsResults.ts).
 */
import { and, desc, eq, lt, or } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { competitions, competitionSeasons, matches } from '../../../db/schema.ts';
import type { Language } from '../../../plugins/language.ts';
import { endedWithResult, resultColumns, sideColumns } from '../../matches/queries/columns.ts';
import { teamName } from '../../teams/queries/row.ts';
import { joinSideTeams, sideNameColumns } from '../../matches/queries/sideTeams.ts';

export type Outcome = 'W' | 'D' | 'L';

/** One past match from a team's point of view. */
export interface PastResult {
  matchId: number;
  kickoffAt: Date;
  competitionName: string;
  home: boolean;
  opponentName: string;
  goalsFor: number;
  goalsAgainst: number;
  outcome: Outcome;
}

/** A match between two teams, as it ended. */
export interface Meeting {
  matchId: number;
  kickoffAt: Date;
  competitionName: string;
  homeTeamId: number;
  homeName: string;
  awayName: string;
  homeGoals: number;
  awayGoals: number;
}

export interface HeadToHead {
  meetings: number;
  /** Wins of the first team asked for, draws, wins of the second. */
  winsA: number;
  draws: number;
  winsB: number;
  /** The latest meetings, newest first (at most five). */
  latest: Meeting[];
}

function selectEnded(db: Db, language: Language) {
  const query = db
    .select({
      matchId: matches.id,
      kickoffAt: matches.kickoffAt,
      ...sideColumns,
      ...resultColumns,
      competitionName: language === 'it' ? competitions.nameIt : competitions.nameEn,
      ...sideNameColumns,
    })
    .from(matches)
    .innerJoin(competitionSeasons, eq(competitionSeasons.id, matches.competitionSeasonId))
    .innerJoin(competitions, eq(competitions.id, competitionSeasons.competitionId))
    .$dynamic();
  return joinSideTeams(query);
}

type EndedRow = Awaited<ReturnType<ReturnType<typeof selectEnded>['execute']>>[number];

function endedBefore(before: Date) {
  return and(endedWithResult, lt(matches.kickoffAt, before));
}

function toMeeting(row: EndedRow, language: Language): Meeting {
  return {
    matchId: row.matchId,
    kickoffAt: row.kickoffAt,
    competitionName: row.competitionName,
    homeTeamId: row.homeTeamId!,
    homeName: teamName(row.home, language),
    awayName: teamName(row.away, language),
    homeGoals: row.etHome ?? row.ftHome!,
    awayGoals: row.etAway ?? row.ftAway!,
  };
}

export function outcomeOf(goalsFor: number, goalsAgainst: number): Outcome {
  return goalsFor > goalsAgainst ? 'W' : goalsFor < goalsAgainst ? 'L' : 'D';
}

/** The team's latest `limit` results that kicked off before `before`, newest first. */
export async function lastResults(
  db: Db,
  teamId: number,
  before: Date,
  language: Language,
  limit = 5,
): Promise<PastResult[]> {
  const rows = await selectEnded(db, language)
    .where(and(or(eq(matches.homeTeamId, teamId), eq(matches.awayTeamId, teamId)), endedBefore(before)))
    .orderBy(desc(matches.kickoffAt), desc(matches.id))
    .limit(limit);
  return rows.map((row) => {
    const meeting = toMeeting(row, language);
    const home = meeting.homeTeamId === teamId;
    const goalsFor = home ? meeting.homeGoals : meeting.awayGoals;
    const goalsAgainst = home ? meeting.awayGoals : meeting.homeGoals;
    return {
      matchId: meeting.matchId,
      kickoffAt: meeting.kickoffAt,
      competitionName: meeting.competitionName,
      home,
      opponentName: home ? meeting.awayName : meeting.homeName,
      goalsFor,
      goalsAgainst,
      outcome: outcomeOf(goalsFor, goalsAgainst),
    };
  });
}

/** Every meeting of teams `a` and `b` (either at home) before `before`, tallied from `a`'s point of view. */
export async function headToHead(
  db: Db,
  a: number,
  b: number,
  before: Date,
  language: Language,
): Promise<HeadToHead> {
  const rows = await selectEnded(db, language)
    .where(
      and(
        or(
          and(eq(matches.homeTeamId, a), eq(matches.awayTeamId, b)),
          and(eq(matches.homeTeamId, b), eq(matches.awayTeamId, a)),
        ),
        endedBefore(before),
      ),
    )
    .orderBy(desc(matches.kickoffAt), desc(matches.id));
  const meetings = rows.map((row) => toMeeting(row, language));
  const result: HeadToHead = {
    meetings: meetings.length,
    winsA: 0,
    draws: 0,
    winsB: 0,
    latest: meetings.slice(0, 5),
  };
  for (const meeting of meetings) {
    const aHome = meeting.homeTeamId === a;
    const outcome = outcomeOf(
      aHome ? meeting.homeGoals : meeting.awayGoals,
      aHome ? meeting.awayGoals : meeting.homeGoals,
    );
    if (outcome === 'W') result.winsA += 1;
    else if (outcome === 'L') result.winsB += 1;
    else result.draws += 1;
  }
  return result;
}
