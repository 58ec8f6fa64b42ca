/**
 * Finds the player of an event by name among the squad of a team in a competition season: the full name, else
 * a unique trailing part of it (Euro 2024 goals name scorers by surname only: "Wirtz", "De Bruyne").
 */
import { normalizeSearch } from '@pallone/core';
import { and, eq, inArray } from 'drizzle-orm';
import { players, squadMemberships } from '../db/schema.ts';
import type { Executor } from './upsert.ts';

export class SquadPlayerIndex {
  private readonly full = new Map<string, number>();
  private readonly partial = new Map<string, Set<number>>();

  static async load(db: Executor, competitionSeasonIds: readonly number[]): Promise<SquadPlayerIndex> {
    const index = new SquadPlayerIndex();
    if (competitionSeasonIds.length === 0) return index;
    const rows = await db
      .select({
        playerId: players.id,
        name: players.name,
        teamId: squadMemberships.teamId,
        cs: squadMemberships.competitionSeasonId,
      })
      .from(squadMemberships)
      .innerJoin(players, and(eq(players.id, squadMemberships.playerId)))
      .where(inArray(squadMemberships.competitionSeasonId, [...new Set(competitionSeasonIds)]));
    for (const row of rows) index.add(row.cs, row.teamId, row.name, row.playerId);
    return index;
  }

  private add(cs: number, teamId: number, name: string, playerId: number): void {
    const tokens = normalizeSearch(name).split(' ').filter(Boolean);
    this.full.set(`${cs}|${teamId}|${tokens.join(' ')}`, playerId);
    for (let i = 1; i < tokens.length; i++) {
      const key = `${cs}|${teamId}|${tokens.slice(i).join(' ')}`;
      this.partial.set(key, (this.partial.get(key) ?? new Set()).add(playerId));
    }
  }

  find(cs: number, teamId: number | null, name: string): number | null {
    if (teamId === null) return null;
    const key = `${cs}|${teamId}|${normalizeSearch(name)}`;
    const exact = this.full.get(key);
    if (exact !== undefined) return exact;
    const partial = this.partial.get(key);
    return partial && partial.size === 1 ? [...partial][0]! : null;
  }
}
