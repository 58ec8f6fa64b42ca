/**
 * Top scorers of a competition season, counted from goal events (own goals excluded; surname-only spellings
 * folded into the full name, see playersScorerMerge). The data has goal events for tournaments only (World
 * Cups 2022 and 2026, Euro 2024); elsewhere the list is empty.
 */
import { count, desc, eq, inArray, max, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { competitionSeasons, matchEvents, matches, players } from '../../../db/schema.ts';
import type { Language } from '../../../plugins/language.ts';
import type { ScorerRow, ScorerStandings } from '@pallone/contract';
import { mergeScorerTallies, type ScorerTally } from './scorerMerge.ts';
import { imageOf, loadTeamRefs } from '../../teams/queries/row.ts';
import { whereShownEvents } from '../../matches/queries/events.ts';
import { loadCompetitionSeasonRefs } from '../../competitionSeasons/queries/refs.ts';

const GOAL = 'goal';

/** The competition seasons with goal events, the one with the latest goal first (of `competitionId` if given). */
export async function latestCompetitionSeasonWithGoals(
  db: Db,
  competitionId?: number,
): Promise<number | undefined> {
  const query = db
    .select({ id: matches.competitionSeasonId, last: max(matches.kickoffAt) })
    .from(matchEvents)
    .$dynamic();
  const ofCompetition =
    competitionId === undefined
      ? undefined
      : inArray(
          matches.competitionSeasonId,
          db
            .select({ id: competitionSeasons.id })
            .from(competitionSeasons)
            .where(eq(competitionSeasons.competitionId, competitionId)),
        );
  const [row] = await whereShownEvents(query, eq(matchEvents.subtype, GOAL), ofCompetition)
    .groupBy(matches.competitionSeasonId)
    .orderBy(desc(max(matches.kickoffAt)))
    .limit(1);
  return row?.id;
}

/** The scorers of a competition season from its goal events, best first (see `mergeScorerTallies`). */
export async function rankedScorerTallies(db: Db, competitionSeasonId: number): Promise<ScorerTally[]> {
  const query = db
    .select({
      playerId: matchEvents.playerId,
      playerName: matchEvents.playerName,
      teamId: matchEvents.teamId,
      goals: count(),
      penalties: sql<number>`count(*) filter (where ${matchEvents.penalty})`.mapWith(Number),
    })
    .from(matchEvents)
    .$dynamic();
  const tallies = await whereShownEvents(
    query,
    eq(matches.competitionSeasonId, competitionSeasonId),
    eq(matchEvents.subtype, GOAL),
  ).groupBy(matchEvents.playerId, matchEvents.playerName, matchEvents.teamId);
  return mergeScorerTallies(tallies);
}

async function scorerRows(
  db: Db,
  competitionSeasonId: number,
  limit: number,
  language: Language,
): Promise<ScorerRow[]> {
  const ranked = await rankedScorerTallies(db, competitionSeasonId);
  const rows = ranked.slice(0, limit);
  const playerIds = rows.map((row) => row.playerId).filter((id): id is number => id !== null);
  const [teamRefs, playerRows] = await Promise.all([
    loadTeamRefs(
      db,
      rows.map((row) => row.teamId),
      language,
    ),
    playerIds.length === 0
      ? Promise.resolve([])
      : db
          .select({
            id: players.id,
            name: players.name,
            slug: players.pallonecomSlug,
            imagePath: players.imagePath,
          })
          .from(players)
          .where(inArray(players.id, playerIds)),
  ]);
  const playerById = new Map(playerRows.map((player) => [player.id, player]));
  let position = 0;
  return rows.map((row, index) => {
    if (index === 0 || rows[index - 1]?.goals !== row.goals) position = index + 1;
    const player = row.playerId === null ? undefined : playerById.get(row.playerId);
    return {
      position,
      player: player
        ? { id: player.id, name: player.name, pallonecomSlug: player.slug, image: imageOf(player.imagePath) }
        : null,
      playerName: row.playerName,
      team: row.teamId === null ? null : (teamRefs.get(row.teamId) ?? null),
      goals: row.goals,
      penalties: row.penalties,
    };
  });
}

/** The scorer standings of a competition season; `competitionSeason` null and no rows when there is none. */
export async function findScorerStandings(
  db: Db,
  competitionSeasonId: number | undefined,
  limit: number,
  language: Language,
): Promise<ScorerStandings> {
  if (competitionSeasonId === undefined) return { competitionSeason: null, rows: [] };
  const competitionSeason =
    (await loadCompetitionSeasonRefs(db, [competitionSeasonId], language)).get(competitionSeasonId) ?? null;
  const rows = competitionSeason ? await scorerRows(db, competitionSeasonId, limit, language) : [];
  return { competitionSeason, rows };
}
