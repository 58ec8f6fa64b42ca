/**
 * How a match is read: one query joining its competition, season, group and turn (`selectMatchRows`), then
 * one query for the teams of all rows (`toMatchBodies`), mapped to the API's match shape (SPEC §3, §4).
 */
import { eq } from 'drizzle-orm';
import { matchClock } from '@pallone/core';
import { competitions, countries, groups, matches, seasons, turns } from '../../../db/schema.ts';
import type { Language } from '../../../plugins/language.ts';
import type { GroupSummary, MatchBody, Referee, Score } from '@pallone/contract';
import { displayStatus, isEnded } from './status.ts';
import { joinCompetitionSeason, scoreColumns } from './columns.ts';
import type { Reader } from '../../../db/access.ts';
import { countryOf, imageOf, loadTeamRefs } from '../../teams/queries/row.ts';

export const matchColumns = {
  id: matches.id,
  pallonecomSlug: matches.pallonecomSlug,
  homeTeamId: matches.homeTeamId,
  awayTeamId: matches.awayTeamId,
  homeName: matches.homeName,
  awayName: matches.awayName,
  kickoffAt: matches.kickoffAt,
  hasKickoffTime: matches.hasKickoffTime,
  status: matches.status,
  htHome: matches.htHome,
  htAway: matches.htAway,
  ...scoreColumns,
  venue: matches.venue,
  referee: matches.referee,
  periodStartedAt: matches.periodStartedAt,
  isReplay: matches.isReplay,
  clockRate: matches.clockRate,
  competitionSeasonId: matches.competitionSeasonId,
  competitionId: competitions.id,
  competitionNameIt: competitions.nameIt,
  competitionNameEn: competitions.nameEn,
  competitionSlug: competitions.pallonecomSlug,
  competitionImagePath: competitions.imagePath,
  countryNameIt: countries.nameIt,
  countryNameEn: countries.nameEn,
  countryCode: countries.code,
  countryImagePath: countries.imagePath,
  seasonId: seasons.id,
  seasonName: seasons.name,
  seasonSlug: seasons.pallonecomSlug,
  groupId: groups.id,
  groupName: groups.name,
  groupType: groups.type,
  groupSlug: groups.pallonecomSlug,
  turnId: turns.id,
  turnName: turns.name,
  turnNumber: turns.number,
  turnSlug: turns.pallonecomSlug,
};

/** The match rows with everything but their teams; add `.where()`, `.orderBy()`, `.limit()`. */
export function selectMatchRows(db: Reader) {
  return joinCompetitionSeason(db.select(matchColumns).from(matches).$dynamic())
    .leftJoin(countries, eq(countries.id, competitions.countryId))
    .innerJoin(groups, eq(groups.id, matches.groupId))
    .leftJoin(turns, eq(turns.id, matches.turnId));
}

export type MatchRow = Awaited<ReturnType<ReturnType<typeof selectMatchRows>['execute']>>[number];

function score(home: number | null, away: number | null): Score | null {
  return home === null || away === null ? null : { home, away };
}

/** The half-time score; the source omits it for 0-0 results, where it is necessarily 0-0. */
function halfTime(row: MatchRow): Score | null {
  const given = score(row.htHome, row.htAway);
  if (given || row.status !== 'played') return given;
  return row.ftHome === 0 && row.ftAway === 0 ? { home: 0, away: 0 } : null;
}

/** The referees of a match: the data names the main referee only (Premier League). */
export function refereesOf(referee: string | null): Referee[] {
  return referee ? [{ name: referee, role: 'referee' }] : [];
}

/**
 * The score a match shows now: the full-time score (the current one during regular time); while extra time is
 * being played (or the match is interrupted after it), the cumulative score after it (issue #10 §2).
 */
function currentScore(row: MatchRow, status: string): { home: number | null; away: number | null } {
  if (!isEnded(status) && row.etHome !== null && row.etAway !== null)
    return { home: row.etHome, away: row.etAway };
  return { home: row.ftHome, away: row.ftAway };
}

/** Maps rows to matches, reading all their teams in one query. */
export async function toMatchBodies(
  db: Reader,
  rows: readonly MatchRow[],
  language: Language,
  now: Date,
): Promise<MatchBody[]> {
  const teamRefs = await loadTeamRefs(
    db,
    rows.flatMap((row) => [row.homeTeamId, row.awayTeamId]),
    language,
  );
  return rows.map((row) => {
    const status = displayStatus(row, now);
    const known = status !== 'resultNotAvailable';
    const current = currentScore(row, status);
    return {
      id: row.id,
      pallonecomSlug: row.pallonecomSlug,
      homeTeam: row.homeTeamId === null ? null : (teamRefs.get(row.homeTeamId) ?? null),
      awayTeam: row.awayTeamId === null ? null : (teamRefs.get(row.awayTeamId) ?? null),
      homeName: row.homeName,
      awayName: row.awayName,
      homeScore: known ? current.home : null,
      awayScore: known ? current.away : null,
      halfTime: known ? halfTime(row) : null,
      extraTime: score(row.etHome, row.etAway),
      penalties: score(row.penHome, row.penAway),
      date: row.kickoffAt.toISOString(),
      hasTime: row.hasKickoffTime,
      status,
      ended: isEnded(status),
      minute: matchClock(row, now),
      isReplay: row.isReplay,
      competition: {
        id: row.competitionId,
        name: language === 'it' ? row.competitionNameIt : row.competitionNameEn,
        pallonecomSlug: row.competitionSlug,
        image: imageOf(row.competitionImagePath),
        country: countryOf(row, language),
      },
      competitionSeasonId: row.competitionSeasonId,
      season: { id: row.seasonId, name: row.seasonName, pallonecomSlug: row.seasonSlug },
      group: {
        id: row.groupId,
        name: row.groupName,
        type: row.groupType as GroupSummary['type'],
        pallonecomSlug: row.groupSlug,
      },
      turn:
        row.turnId === null || row.turnName === null || row.turnNumber === null || row.turnSlug === null
          ? null
          : { id: row.turnId, name: row.turnName, number: row.turnNumber, pallonecomSlug: row.turnSlug },
      venue: row.venue,
      referees: refereesOf(row.referee),
    };
  });
}
