/**
 * `GET /players/{id}/getRefereeComparison`: the player's team(s) under each referee in the seasons of his
 * squads, with W/D/L and the cards shown to both sides (from match statistics). Referees are named for the
 * Premier League only, so everyone else gets an empty list.
 */
import { isNotNull } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { matches } from '../../../db/schema.ts';
import { listStatisticValues } from '../../matches/queries/statisticValues.ts';
import type { PlayerRefereeComparison, RefereeRecord } from '@pallone/contract';
import { addResult, emptyResultRecord } from '../../teams/queries/results.ts';
import { listSquadSeasonResults } from './comparison.ts';
import type { PlayerSquad } from './statsRefs.ts';

const CARD_CODES = ['yellowCards', 'redCards'];

async function loadCards(db: Db, matchIds: readonly number[]): Promise<Map<string, number>> {
  const rows = await listStatisticValues(db, matchIds, CARD_CODES);
  return new Map(rows.map((row) => [`${row.matchId}|${row.teamId}|${row.code}`, Number(row.value)]));
}

export async function comparePlayerWithReferees(
  db: Db,
  playerId: number,
  squads: readonly PlayerSquad[],
): Promise<PlayerRefereeComparison> {
  const results = await listSquadSeasonResults(db, squads, isNotNull(matches.referee));
  const cards = await loadCards(
    db,
    results.map((result) => result.matchId),
  );
  const byReferee = new Map<string, RefereeRecord>();
  for (const result of results) {
    if (result.referee === null) continue;
    const entry = byReferee.get(result.referee) ?? {
      referee: result.referee,
      ...emptyResultRecord(),
      matchesWithCards: 0,
      yellowCards: 0,
      redCards: 0,
      opponentYellowCards: 0,
      opponentRedCards: 0,
    };
    addResult(entry, result);
    const card = (teamId: number | null, code: string) => cards.get(`${result.matchId}|${teamId}|${code}`);
    const yellow = card(result.teamId, 'yellowCards');
    if (yellow !== undefined) {
      entry.matchesWithCards += 1;
      entry.yellowCards += yellow;
      entry.redCards += card(result.teamId, 'redCards') ?? 0;
      entry.opponentYellowCards += card(result.opponentId, 'yellowCards') ?? 0;
      entry.opponentRedCards += card(result.opponentId, 'redCards') ?? 0;
    }
    byReferee.set(result.referee, entry);
  }
  return {
    playerId,
    referees: [...byReferee.values()].sort(
      (a, b) => b.played - a.played || a.referee.localeCompare(b.referee),
    ),
  };
}
