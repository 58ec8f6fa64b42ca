/**
 * Rankings of a competition season by a statistic: teams by match_statistics (shots, fouls, cards…) or by
 * goals from the results; players by goals from match_events (only where events exist: World Cups, Euro).
 */
import { and, count, eq, inArray, sql, sum, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { matchEvents, matches, matchStatistics, players } from '../../../db/schema.ts';
import type { Language } from '../../../plugins/language.ts';
import type { PlayerParameterStanding, TeamParameter, TeamParameterStanding } from '@pallone/contract';
import { imageOf } from '../../competitions/queries/row.ts';
import { FINISHED_STATUSES } from '../../groups/queries/groups.ts';
import { loadTeamSummaries, teamFrom } from '../../standings/queries/teams.ts';
import { whereShownEvents } from '../../matches/queries/events.ts';

export type Venue = 'all' | 'home' | 'away';

interface TeamTotal {
  teamId: number;
  total: number;
  matches: number;
}

/** Competition ranking: equal totals share a position (1, 2, 2, 4). */
export function sharedPositions<T>(sorted: readonly T[], totalOf: (item: T) => number): number[] {
  const positions: number[] = [];
  sorted.forEach((item, index) => {
    const previous = sorted[index - 1];
    const same = previous !== undefined && totalOf(previous) === totalOf(item);
    positions.push(same ? (positions[index - 1] ?? index + 1) : index + 1);
  });
  return positions;
}

/** Keeps the statistics a team recorded at home, or away. */
function venueCondition(venue: Venue): SQL | undefined {
  if (venue === 'home') return eq(matchStatistics.teamId, matches.homeTeamId);
  if (venue === 'away') return eq(matchStatistics.teamId, matches.awayTeamId);
  return undefined;
}

async function statisticTotals(db: Db, csId: number, code: string, venue: Venue): Promise<TeamTotal[]> {
  const rows = await db
    .select({
      teamId: matchStatistics.teamId,
      total: sum(matchStatistics.value).mapWith(Number),
      matches: count(),
    })
    .from(matchStatistics)
    .innerJoin(matches, eq(matches.id, matchStatistics.matchId))
    .where(and(eq(matches.competitionSeasonId, csId), eq(matchStatistics.code, code), venueCondition(venue)))
    .groupBy(matchStatistics.teamId);
  return rows;
}

/** Goals scored in finished matches, extra time included (shoot-outs are not goals). */
async function goalTotals(db: Db, csId: number, venue: Venue): Promise<TeamTotal[]> {
  const rows = await db
    .select({
      homeTeamId: matches.homeTeamId,
      awayTeamId: matches.awayTeamId,
      homeGoals: sql<number | null>`coalesce(${matches.etHome}, ${matches.ftHome})`,
      awayGoals: sql<number | null>`coalesce(${matches.etAway}, ${matches.ftAway})`,
    })
    .from(matches)
    .where(and(eq(matches.competitionSeasonId, csId), inArray(matches.status, FINISHED_STATUSES)));
  const totals = new Map<number, TeamTotal>();
  const add = (teamId: number | null, goals: number | null) => {
    if (teamId === null || goals === null) return;
    const entry = totals.get(teamId) ?? { teamId, total: 0, matches: 0 };
    entry.total += Number(goals);
    entry.matches += 1;
    totals.set(teamId, entry);
  };
  for (const row of rows) {
    if (venue !== 'away') add(row.homeTeamId, row.homeGoals);
    if (venue !== 'home') add(row.awayTeamId, row.awayGoals);
  }
  return [...totals.values()];
}

export async function rankTeamsByParameter(
  db: Db,
  competitionSeasonId: number,
  options: { parameter: TeamParameter; venue?: Venue | undefined; limit?: number | undefined },
  language: Language,
): Promise<TeamParameterStanding[]> {
  const venue = options.venue ?? 'all';
  const totals =
    options.parameter === 'goals'
      ? await goalTotals(db, competitionSeasonId, venue)
      : await statisticTotals(db, competitionSeasonId, options.parameter, venue);
  const summaries = await loadTeamSummaries(
    db,
    totals.map((row) => row.teamId),
    language,
  );
  const sorted = totals
    .map((row) => ({ ...row, team: teamFrom(summaries, row.teamId) }))
    .sort((a, b) => b.total - a.total || a.team.name.localeCompare(b.team.name) || a.teamId - b.teamId);
  const positions = sharedPositions(sorted, (row) => row.total);
  return sorted.slice(0, options.limit ?? sorted.length).map((row, index) => ({
    position: positions[index] ?? index + 1,
    team: row.team,
    parameter: options.parameter,
    matches: row.matches,
    total: row.total,
    average: row.matches === 0 ? 0 : Math.round((row.total / row.matches) * 100) / 100,
  }));
}

interface ScorerTally {
  playerId: number | null;
  playerName: string;
  teamId: number | null;
  goals: number;
  penalties: number;
}

/** One tally per player (by id when linked, else by the source's name) and team. */
function tallyScorers(
  events: readonly { playerId: number | null; playerName: string; teamId: number | null; penalty: boolean }[],
): ScorerTally[] {
  const tallies = new Map<string, ScorerTally>();
  for (const event of events) {
    const key = `${event.playerId ?? `name:${event.playerName}`}|${event.teamId ?? ''}`;
    const tally = tallies.get(key) ?? { ...event, goals: 0, penalties: 0 };
    tally.goals += 1;
    if (event.penalty) tally.penalties += 1;
    tallies.set(key, tally);
  }
  return [...tallies.values()].sort((a, b) => b.goals - a.goals || a.playerName.localeCompare(b.playerName));
}

/** Top scorers from goal events (own goals excluded); empty where the data has no events. */
export async function rankPlayersByGoals(
  db: Db,
  competitionSeasonId: number,
  limit: number,
  language: Language,
): Promise<PlayerParameterStanding[]> {
  const query = db
    .select({
      playerId: matchEvents.playerId,
      playerName: sql<string>`coalesce(${players.name}, ${matchEvents.playerName})`,
      teamId: matchEvents.teamId,
      penalty: matchEvents.penalty,
      slug: players.pallonecomSlug,
      imagePath: players.imagePath,
    })
    .from(matchEvents)
    .leftJoin(players, eq(players.id, matchEvents.playerId))
    .$dynamic();
  const events = await whereShownEvents(
    query,
    eq(matches.competitionSeasonId, competitionSeasonId),
    eq(matchEvents.subtype, 'goal'),
  );
  const scorers = tallyScorers(events);
  const playerPages = new Map(events.map((event) => [event.playerId, event]));
  const summaries = await loadTeamSummaries(
    db,
    scorers.flatMap((row) => (row.teamId === null ? [] : [row.teamId])),
    language,
  );
  const positions = sharedPositions(scorers, (row) => row.goals);
  return scorers.slice(0, limit).map((row, index) => {
    const page = row.playerId === null ? undefined : playerPages.get(row.playerId);
    return {
      position: positions[index] ?? index + 1,
      player:
        row.playerId !== null && page?.slug
          ? {
              id: row.playerId,
              name: row.playerName,
              pallonecomSlug: page.slug,
              image: imageOf(page.imagePath),
            }
          : null,
      playerName: row.playerName,
      team: row.teamId === null ? null : (summaries.get(row.teamId) ?? null),
      parameter: 'goals',
      total: row.goals,
      penalties: row.penalties,
    };
  });
}
