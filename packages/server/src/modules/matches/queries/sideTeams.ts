/**
 * A match's two sides' teams, joined to a read over `matches` under the aliases `home_team` and `away_team`, and
 * the names `teamName` reads from them.
 */
import { eq } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import { matches, teams } from '../../../db/schema.ts';

export const homeTeam = alias(teams, 'home_team');
export const awayTeam = alias(teams, 'away_team');

/** Both sides' names, nested (on a left join a side without a team reads null). */
export const sideNameColumns = {
  home: { name: homeTeam.name, nameIt: homeTeam.nameIt, nameEn: homeTeam.nameEn },
  away: { name: awayTeam.name, nameIt: awayTeam.nameIt, nameEn: awayTeam.nameEn },
};

const homeOfMatch = eq(homeTeam.id, matches.homeTeamId);
const awayOfMatch = eq(awayTeam.id, matches.awayTeamId);

/** Joins both sides' teams: only matches with both teams known. */
export function joinSideTeams<T extends PgSelect>(query: T) {
  return query.innerJoin(homeTeam, homeOfMatch).innerJoin(awayTeam, awayOfMatch);
}

/** Joins both sides' teams where there are: every match. */
export function leftJoinSideTeams<T extends PgSelect>(query: T) {
  return query.leftJoin(homeTeam, homeOfMatch).leftJoin(awayTeam, awayOfMatch);
}
