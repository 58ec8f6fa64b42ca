/** The player endpoints' answers (SPEC §7 Players), as the site reads them. */
import type { Team } from '@pallone/core';

type Named = { id: number; name: string; pallonecomSlug: string };

/** A competition season as the player endpoints name it. */
export interface CompetitionSeasonRef {
  id: number;
  competition: Named;
  season: Named;
}

/** `GET /players/{id}/getTeams`: one squad the player was listed in, latest season first. */
export interface PlayerSquad {
  team: Team;
  competitionSeasonId: number;
  competition: Named;
  season: Named;
  shirtNumber: number | null;
  position: string | null;
}

export interface GoalTally {
  goals: number;
  penalties: number;
  ownGoals: number;
}

/** `GET /players/{id}/getIndexStats`: squads, competitions and goals from match events. */
export interface PlayerIndexStats {
  squads: number;
  competitions: (Named & { squads: number })[];
  goals: GoalTally | null;
  goalsByCompetitionSeason: (GoalTally & { competitionSeason: CompetitionSeasonRef; team: Named | null })[];
}

export interface ResultRecord {
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goalsFor: number;
  goalsAgainst: number;
}

/** `GET /players/{id}/getCompetitionSeasonStats`: the player's team(s) in one competition season. */
export interface PlayerCompetitionSeasonStats {
  competitionSeason: CompetitionSeasonRef;
  teams: {
    team: Team;
    inSquad: boolean;
    shirtNumber: number | null;
    position: string | null;
    record: ResultRecord;
  }[];
  goals: GoalTally | null;
}
