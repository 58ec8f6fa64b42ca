import type { CompetitionSeason, Group } from '@pallone/core';

/** The phases that have a table: the league and the groups of a group stage (not knockout or qualifying rounds). */
export const tableGroups = (competitionSeason: CompetitionSeason): Group[] =>
  competitionSeason.groups.filter((group) => group.type === 'league' || group.type === 'group');
