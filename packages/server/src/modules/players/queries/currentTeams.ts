/**
 * A player's current club and national team, joined to a read over `players`: the select columns (nested, null
 * when the player has none), the joins, and the `{ id, name, pallonecomSlug }` answer made of them.
 */
import { eq } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import { players, teams } from '../../../db/schema.ts';
import type { Language } from '../../../plugins/language.ts';
import type { SimplifiedTeam } from '@pallone/contract';
import { teamName } from '../../teams/queries/row.ts';

const currentTeam = alias(teams, 'current_team');
const currentNational = alias(teams, 'current_national');

/** The ids of the player's current club and national team. */
export const currentTeamIdColumns = {
  currentTeamId: players.currentTeamId,
  currentNationalTeamId: players.currentNationalTeamId,
};

/** The current club's and national team's names and slugs, nested as `team` and `national`. */
export const currentTeamsColumns = {
  team: {
    id: currentTeam.id,
    name: currentTeam.name,
    nameIt: currentTeam.nameIt,
    nameEn: currentTeam.nameEn,
    slug: currentTeam.pallonecomSlug,
  },
  national: {
    id: currentNational.id,
    name: currentNational.name,
    nameIt: currentNational.nameIt,
    nameEn: currentNational.nameEn,
    slug: currentNational.pallonecomSlug,
  },
};

/** Joins a dynamic select that reads `players` to the player's current club and national team. */
export function joinCurrentTeams<T extends PgSelect>(query: T) {
  return query
    .leftJoin(currentTeam, eq(currentTeam.id, players.currentTeamId))
    .leftJoin(currentNational, eq(currentNational.id, players.currentNationalTeamId));
}

interface JoinedTeam {
  id: number | null;
  name: string | null;
  nameIt: string | null;
  nameEn: string | null;
  slug: string | null;
}

/** One of the joined teams as the answer shows it, in the request's language; null for none. */
export function simplifiedTeam(team: JoinedTeam | null, language: Language): SimplifiedTeam | null {
  return team === null || team.id === null || team.name === null || team.slug === null
    ? null
    : {
        id: team.id,
        name: teamName({ name: team.name, nameIt: team.nameIt, nameEn: team.nameEn }, language),
        pallonecomSlug: team.slug,
      };
}
