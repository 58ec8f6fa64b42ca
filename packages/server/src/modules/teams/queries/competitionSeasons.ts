/** The competition seasons a team took part in (a match or a squad in it), latest season first. */
import { eq, inArray, or } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/database.ts';
import {
  competitions,
  competitionSeasons,
  countries,
  matches,
  seasons,
  squadMemberships,
} from '../../../db/schema.ts';
import type { Language } from '../../../plugins/language.ts';
import type { TeamCompetitionSeason } from '@pallone/contract';
import { countryOf } from './row.ts';
import { joinCompetitionAndSeason, latestSeasonFirst } from '../../competitionSeasons/queries/joins.ts';

export async function listTeamCompetitionSeasons(
  db: Db,
  teamId: number,
  options: { withCountry?: boolean | undefined; withSeason?: boolean | undefined },
  language: Language,
): Promise<TeamCompetitionSeason[]> {
  const ids = union(
    db
      .select({ id: matches.competitionSeasonId })
      .from(matches)
      .where(or(eq(matches.homeTeamId, teamId), eq(matches.awayTeamId, teamId))),
    db
      .select({ id: squadMemberships.competitionSeasonId })
      .from(squadMemberships)
      .where(eq(squadMemberships.teamId, teamId)),
  );
  const query = db
    .select({
      id: competitionSeasons.id,
      competitionId: competitions.id,
      competitionNameIt: competitions.nameIt,
      competitionNameEn: competitions.nameEn,
      competitionSlug: competitions.pallonecomSlug,
      countryNameIt: countries.nameIt,
      countryNameEn: countries.nameEn,
      countryCode: countries.code,
      countryImagePath: countries.imagePath,
      season: {
        id: seasons.id,
        name: seasons.name,
        pallonecomSlug: seasons.pallonecomSlug,
        start: seasons.start,
        end: seasons.end,
      },
    })
    .from(competitionSeasons)
    .$dynamic();
  const rows = await joinCompetitionAndSeason(query)
    .leftJoin(countries, eq(countries.id, competitions.countryId))
    .where(inArray(competitionSeasons.id, ids))
    .orderBy(...latestSeasonFirst);
  return rows.map((row) => {
    const country = countryOf(row, language);
    return {
      id: row.id,
      competitionId: row.competitionId,
      seasonId: row.season.id,
      competition: {
        id: row.competitionId,
        name: language === 'it' ? row.competitionNameIt : row.competitionNameEn,
        pallonecomSlug: row.competitionSlug,
        ...(options.withCountry && country ? { country } : {}),
      },
      ...(options.withSeason ? { season: row.season } : {}),
    };
  });
}
