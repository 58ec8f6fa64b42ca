/** The player endpoints' answers (SPEC §7 Players) as the site reads them: core's types of the contract's shapes. */
import type { PlayerCompetitionSeasonStats, PlayerIndexStats, PlayerTeam } from '@pallone/core';

export type { PlayerCompetitionSeasonStats, PlayerIndexStats } from '@pallone/core';

/** `GET /players/{id}/getTeams`: one squad the player was listed in, latest season first. */
export type PlayerSquad = PlayerTeam;

/** A competition season as the player endpoints name it. */
export type CompetitionSeasonRef = PlayerCompetitionSeasonStats['competitionSeason'];

export type GoalTally = NonNullable<PlayerIndexStats['goals']>;

export type ResultRecord = PlayerCompetitionSeasonStats['teams'][number]['record'];
