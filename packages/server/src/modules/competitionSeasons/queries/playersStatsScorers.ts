/**
 * The top scorer of each team of a competition season, from goal events (surname-only spellings folded as in
 * the scorer standings), and the player behind each: the event's link, else a unique player by name and team.
 */
import { normalizeSearch } from '@pallone/core';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { players, squadMemberships } from '../../../db/schema.ts';
import type { ScorerTally } from '../../players/queries/scorerMerge.ts';
import { rankedScorerTallies } from '../../players/queries/scorers.ts';

/** The best-placed scorer of each team (goals, then fewer penalties, then name). */
export async function topScorers(db: Db, competitionSeasonId: number): Promise<Map<number, ScorerTally>> {
  const best = new Map<number, ScorerTally>();
  for (const tally of await rankedScorerTallies(db, competitionSeasonId)) {
    if (tally.teamId !== null && !best.has(tally.teamId)) best.set(tally.teamId, tally);
  }
  return best;
}

interface PlayerRow {
  id: number;
  name: string;
  slug: string;
  imagePath: string | null;
}

const playerColumns = {
  id: players.id,
  name: players.name,
  slug: players.pallonecomSlug,
  imagePath: players.imagePath,
};

/** Players named `names` (normalized), each with every team he belongs to in the data. */
async function playersByName(db: Db, names: readonly string[]) {
  if (names.length === 0) return [];
  const rows = await db
    .select({
      ...playerColumns,
      searchText: players.searchText,
      currentTeamId: players.currentTeamId,
      currentNationalTeamId: players.currentNationalTeamId,
    })
    .from(players)
    .where(inArray(players.searchText, [...new Set(names)]));
  if (rows.length === 0) return [];
  const squads = await db
    .selectDistinct({ playerId: squadMemberships.playerId, teamId: squadMemberships.teamId })
    .from(squadMemberships)
    .where(
      inArray(
        squadMemberships.playerId,
        rows.map((row) => row.id),
      ),
    );
  return rows.map((row) => ({
    ...row,
    teamIds: new Set([
      ...squads.filter((squad) => squad.playerId === row.id).map((squad) => squad.teamId),
      ...[row.currentTeamId, row.currentNationalTeamId].filter((id): id is number => id !== null),
    ]),
  }));
}

/**
 * The player behind each top scorer: the event's own link, else (World Cup 2022 events name no player) the one
 * player of that full name who belongs to the scorer's team (a squad of it, or it as his club or national team).
 */
export async function loadScorerPlayers(
  db: Db,
  scorers: readonly ScorerTally[],
): Promise<Map<ScorerTally, PlayerRow>> {
  const linked = scorers.flatMap((scorer) => (scorer.playerId === null ? [] : [scorer.playerId]));
  const unlinked = scorers.filter((scorer) => scorer.playerId === null && scorer.teamId !== null);
  const [byId, named] = await Promise.all([
    linked.length === 0 ? [] : db.select(playerColumns).from(players).where(inArray(players.id, linked)),
    playersByName(
      db,
      unlinked.map((scorer) => normalizeSearch(scorer.playerName)),
    ),
  ]);
  const found = new Map<ScorerTally, PlayerRow>();
  for (const scorer of scorers) {
    if (scorer.playerId !== null) {
      const row = byId.find((player) => player.id === scorer.playerId);
      if (row) found.set(scorer, row);
      continue;
    }
    const name = normalizeSearch(scorer.playerName);
    const candidates = named.filter(
      (player) => player.searchText === name && scorer.teamId !== null && player.teamIds.has(scorer.teamId),
    );
    if (candidates.length === 1) found.set(scorer, candidates[0]!);
  }
  return found;
}
