/**
 * The winner of each finished season of a competition: for a league, the first of the league table once every
 * league match is decided; for a cup, the winner of its last match (the final), counting extra time and
 * penalties, once it has a result. Seasons still running are left out.
 */
import { and, desc, eq, inArray, notInArray } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { competitionSeasons, groups, matches } from '../../../db/schema.ts';
import { scoreColumns, sideColumns } from '../../matches/queries/columns.ts';
import type { Language } from '../../../plugins/language.ts';
import type { TeamWinner } from '@pallone/contract';
import type { CompetitionRow } from './row.ts';
import {
  FINISHED_STATUSES,
  findGroupRow,
  listGroupsOfCompetitionSeason,
  mainGroupOf,
} from '../../groups/queries/groups.ts';
import { seasonColumns } from '../../seasons/queries/seasons.ts';
import { computeGroupTable } from '../../standings/queries/standings.ts';
import { loadTeamSummaries, teamFrom } from '../../standings/queries/teams.ts';
import { seasonsOfCompetition } from '../../competitionSeasons/queries/joins.ts';

/** Statuses that leave nothing to decide: a result, or a match that will not be played. */
const DECIDED_STATUSES = [...FINISHED_STATUSES, 'cancelled'];

export interface FinalScore {
  homeTeamId: number | null;
  awayTeamId: number | null;
  ftHome: number | null;
  ftAway: number | null;
  etHome: number | null;
  etAway: number | null;
  penHome: number | null;
  penAway: number | null;
}

/** Who won a match: penalties, else extra time, else 90 minutes; null for a draw or an unknown team. */
export function matchWinnerId(match: FinalScore): number | null {
  const pairs: [number | null, number | null][] = [
    [match.penHome, match.penAway],
    [match.etHome, match.etAway],
    [match.ftHome, match.ftAway],
  ];
  const decisive = pairs.find(([home, away]) => home !== null && away !== null);
  if (!decisive) return null;
  const [home, away] = decisive as [number, number];
  if (home === away) return null;
  return home > away ? match.homeTeamId : match.awayTeamId;
}

async function leagueWinnerId(db: Db, competitionSeasonId: number): Promise<number | null> {
  const main = mainGroupOf(await listGroupsOfCompetitionSeason(db, competitionSeasonId));
  if (!main) return null;
  const undecided = await db
    .select({ id: matches.id })
    .from(matches)
    .where(and(eq(matches.groupId, main.id), notInArray(matches.status, DECIDED_STATUSES)))
    .limit(1);
  if (undecided.length > 0) return null;
  const group = await findGroupRow(db, main.id);
  if (!group) return null;
  const [first] = await computeGroupTable(db, group);
  return first && first.played > 0 ? Number(first.teamId) : null;
}

async function cupWinnerId(db: Db, competitionSeasonId: number): Promise<number | null> {
  const [last] = await db
    .select({
      status: matches.status,
      ...sideColumns,
      ...scoreColumns,
    })
    .from(matches)
    .innerJoin(groups, eq(groups.id, matches.groupId))
    .where(
      and(
        eq(matches.competitionSeasonId, competitionSeasonId),
        inArray(groups.type, ['knockout', 'playoff']),
      ),
    )
    .orderBy(desc(matches.kickoffAt), desc(matches.id))
    .limit(1);
  if (!last || !FINISHED_STATUSES.includes(last.status)) return null;
  return matchWinnerId(last);
}

export async function listTeamWinners(
  db: Db,
  competition: Pick<CompetitionRow, 'id' | 'type'>,
  language: Language,
): Promise<TeamWinner[]> {
  const query = db
    .select({ competitionSeasonId: competitionSeasons.id, season: seasonColumns })
    .from(competitionSeasons)
    .$dynamic();
  const seasonRows = await seasonsOfCompetition(query, competition.id);
  const winnerOf = competition.type === 'league' ? leagueWinnerId : cupWinnerId;
  const winners = await Promise.all(
    seasonRows.map(async (row) => ({ ...row, teamId: await winnerOf(db, row.competitionSeasonId) })),
  );
  const decided = winners.filter((row): row is typeof row & { teamId: number } => row.teamId !== null);
  const summaries = await loadTeamSummaries(
    db,
    decided.map((row) => row.teamId),
    language,
  );
  return decided.map((row) => ({
    competitionSeasonId: row.competitionSeasonId,
    season: row.season,
    team: teamFrom(summaries, row.teamId),
  }));
}
