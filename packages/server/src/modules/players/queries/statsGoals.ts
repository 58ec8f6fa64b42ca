/**
 * A player's goals and own goals from match events. The importer links an event to a player only through a
 * squad of the same competition season, so World Cup 2022 goals (no squad list in the data) name no player.
 * Such an event is the player's when its scorer's team is one of his teams and it carries his full name, or a
 * trailing part of it ("Mbappé") that no other scorer of that team in that competition season ends with, in a
 * competition season where the team also writes him in full — the rule the scorer standings fold names by.
 */
import { normalizeSearch } from '@pallone/core';
import { and, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { matchEvents, matches } from '../../../db/schema.ts';
import type { GoalTally } from '@pallone/contract';
import { whereShownEvents } from '../../matches/queries/events.ts';

const GOAL_SUBTYPES = ['goal', 'own-goal'];

export interface GoalEventRow {
  competitionSeasonId: number;
  subtype: string;
  penalty: boolean;
  playerId: number | null;
  playerName: string;
  /** The team of the player who scored (for an own goal, the side that did not benefit). */
  scorerTeamId: number | null;
}

export interface PlayerGoal extends GoalEventRow {
  byName: boolean;
}

/** The events that are the player's, by id or by name (see the module comment). */
export function attributeGoals(
  player: { id: number; name: string },
  teamIds: ReadonlySet<number>,
  rows: readonly GoalEventRow[],
): PlayerGoal[] {
  const full = normalizeSearch(player.name);
  const key = (row: GoalEventRow) => `${row.competitionSeasonId}|${row.scorerTeamId}`;
  const ours = (row: GoalEventRow) => row.scorerTeamId !== null && teamIds.has(row.scorerTeamId);
  const namesBySide = new Map<string, Set<string>>();
  const writtenInFull = new Set<string>();
  for (const row of rows) {
    const name = normalizeSearch(row.playerName);
    namesBySide.set(key(row), (namesBySide.get(key(row)) ?? new Set()).add(name));
    if (row.playerId === player.id || (row.playerId === null && name === full && ours(row))) {
      writtenInFull.add(key(row));
    }
  }
  const trailingPartOfHim = (row: GoalEventRow, name: string) =>
    name !== '' &&
    full.endsWith(` ${name}`) &&
    writtenInFull.has(key(row)) &&
    [...(namesBySide.get(key(row)) ?? [])].every(
      (other) => other === full || other === name || !other.endsWith(` ${name}`),
    );
  return rows.flatMap((row): PlayerGoal[] => {
    if (row.playerId === player.id) return [{ ...row, byName: false }];
    if (row.playerId !== null || !ours(row)) return [];
    const name = normalizeSearch(row.playerName);
    return name === full || trailingPartOfHim(row, name) ? [{ ...row, byName: true }] : [];
  });
}

export function tallyGoals(goals: readonly PlayerGoal[]): GoalTally {
  const scored = goals.filter((goal) => goal.subtype === 'goal');
  return {
    goals: scored.length,
    penalties: scored.filter((goal) => goal.penalty).length,
    ownGoals: goals.length - scored.length,
    matchedByName: goals.filter((goal) => goal.byName).length,
  };
}

/** The goal events of the player, and of every match of `teamIds` (to match events that name no player). */
export async function listPlayerGoals(
  db: Db,
  player: { id: number; name: string },
  teamIds: ReadonlySet<number>,
): Promise<PlayerGoal[]> {
  const teams = [...teamIds];
  const query = db
    .select({
      competitionSeasonId: matches.competitionSeasonId,
      homeTeamId: matches.homeTeamId,
      awayTeamId: matches.awayTeamId,
      subtype: matchEvents.subtype,
      penalty: matchEvents.penalty,
      playerId: matchEvents.playerId,
      playerName: matchEvents.playerName,
      teamId: matchEvents.teamId,
    })
    .from(matchEvents)
    .$dynamic();
  const rows = await whereShownEvents(
    query,
    inArray(matchEvents.subtype, GOAL_SUBTYPES),
    teams.length === 0
      ? eq(matchEvents.playerId, player.id)
      : or(
          eq(matchEvents.playerId, player.id),
          inArray(matches.homeTeamId, teams),
          inArray(matches.awayTeamId, teams),
        ),
  );
  const events = rows.map((row) => ({
    competitionSeasonId: row.competitionSeasonId,
    subtype: row.subtype,
    penalty: row.penalty,
    playerId: row.playerId,
    playerName: row.playerName,
    scorerTeamId:
      row.subtype === 'goal' || row.teamId === null
        ? row.teamId
        : row.teamId === row.homeTeamId
          ? row.awayTeamId
          : row.homeTeamId,
  }));
  return attributeGoals(player, teamIds, events);
}

/** Which of the competition seasons have any goal event (where goals are known at all). */
export async function competitionSeasonsWithGoalEvents(
  db: Db,
  competitionSeasonIds: readonly number[],
): Promise<Set<number>> {
  if (competitionSeasonIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ id: matches.competitionSeasonId })
    .from(matchEvents)
    .innerJoin(matches, eq(matches.id, matchEvents.matchId))
    .where(
      and(
        inArray(matchEvents.subtype, GOAL_SUBTYPES),
        inArray(matches.competitionSeasonId, [...new Set(competitionSeasonIds)]),
      ),
    );
  return new Set(rows.map((row) => row.id));
}
