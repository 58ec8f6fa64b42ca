/**
 * Reads what the in-memory search needs from the database, in one transaction: every team (with its country),
 * team alias, player and competition with its `search_text`, and every match's teams, kick-off and competition
 * for prominence. About 18,000 short rows on the bundled data.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { transaction } from '../db/transaction.ts';
import {
  competitions,
  competitionSeasons,
  countries,
  matches,
  players,
  teamAliases,
  teams,
} from '../db/schema.ts';
import { competitionResultColumns } from './queries/competitions.ts';
import { teamRefColumns, type TeamRefRow } from '../modules/teams/queries/row.ts';
import type { ProminenceMatch } from './teamProminence.ts';

export type TeamRow = TeamRefRow & { searchText: string };

export interface PlayerRow {
  id: number;
  name: string;
  pallonecomSlug: string;
  imagePath: string | null;
  searchText: string;
  currentTeamId: number | null;
  currentNationalTeamId: number | null;
}

export interface CompetitionRow {
  id: number;
  nameIt: string;
  nameEn: string;
  pallonecomSlug: string;
  imagePath: string | null;
  searchText: string;
  countryNameIt: string | null;
  countryNameEn: string | null;
  countryCode: string | null;
  countryImagePath: string | null;
}

export interface SearchRows {
  teams: TeamRow[];
  aliases: { teamId: number; alias: string }[];
  players: PlayerRow[];
  competitions: CompetitionRow[];
  matches: ProminenceMatch[];
}

export function loadSearchRows(db: Db): Promise<SearchRows> {
  return transaction(db, async (tx) => ({
    teams: await tx
      .select({ ...teamRefColumns, searchText: teams.searchText })
      .from(teams)
      .leftJoin(countries, eq(countries.id, teams.countryId)),
    aliases: await tx.select({ teamId: teamAliases.teamId, alias: teamAliases.alias }).from(teamAliases),
    players: await tx
      .select({
        id: players.id,
        name: players.name,
        pallonecomSlug: players.pallonecomSlug,
        imagePath: players.imagePath,
        searchText: players.searchText,
        currentTeamId: players.currentTeamId,
        currentNationalTeamId: players.currentNationalTeamId,
      })
      .from(players),
    competitions: await tx
      .select({ ...competitionResultColumns, searchText: competitions.searchText })
      .from(competitions)
      .leftJoin(countries, eq(countries.id, competitions.countryId)),
    matches: await tx
      .select({
        homeTeamId: matches.homeTeamId,
        awayTeamId: matches.awayTeamId,
        kickoffAt: matches.kickoffAt,
        competitionId: competitionSeasons.competitionId,
      })
      .from(matches)
      .innerJoin(competitionSeasons, eq(competitionSeasons.id, matches.competitionSeasonId)),
  }));
}
