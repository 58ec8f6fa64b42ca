/** Reads of one competition season: its detail (competition, season, groups, turns, current turn) and teams. */
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { competitions, competitionSeasons, countries } from '../../../db/schema.ts';
import type { Language } from '../../../plugins/language.ts';
import type { CompetitionSeasonDetail, CompetitionSeasonTeam } from '@pallone/contract';
import { competitionColumns, toCompetition } from '../../competitions/queries/row.ts';
import { countryImage } from '../../../pictures/flags.ts';
import { teamImage } from '../../../pictures/teamImage.ts';
import { byName, teamRowsOf } from '../../teams/queries/list.ts';
import { teamName } from '../../teams/queries/row.ts';
import {
  findCurrentTurnId,
  listGroupsOfCompetitionSeason,
  listTurnsOfGroup,
  mainGroupOf,
} from '../../groups/queries/groups.ts';
import { seasonColumns } from '../../seasons/queries/seasons.ts';
import { joinCompetitionAndSeason } from './joins.ts';

export async function competitionSeasonExists(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: competitionSeasons.id })
    .from(competitionSeasons)
    .where(eq(competitionSeasons.id, id));
  return rows.length > 0;
}

export async function findCompetitionSeasonDetail(
  db: Db,
  id: number,
  language: Language,
): Promise<CompetitionSeasonDetail | undefined> {
  const query = db
    .select({ competition: competitionColumns, season: seasonColumns })
    .from(competitionSeasons)
    .$dynamic();
  const [row] = await joinCompetitionAndSeason(query)
    .innerJoin(countries, eq(countries.id, competitions.countryId))
    .where(eq(competitionSeasons.id, id));
  if (!row) return undefined;
  const groupList = await listGroupsOfCompetitionSeason(db, id);
  const main = mainGroupOf(groupList);
  const turnList = main ? await listTurnsOfGroup(db, main.id) : [];
  const currentTurnId = main ? await findCurrentTurnId(db, main.id, turnList) : null;
  return {
    id,
    competition: toCompetition(row.competition, language),
    season: row.season,
    groups: groupList,
    turns: turnList,
    currentTurnId,
  };
}

/** Every team with a match in the competition season, by name. */
export async function listCompetitionSeasonTeams(
  db: Db,
  id: number,
  language: Language,
): Promise<CompetitionSeasonTeam[]> {
  const rows = await teamRowsOf(db, id);
  const list = rows.map((team) => ({
    id: team.id,
    name: teamName(team, language),
    pallonecomSlug: team.pallonecomSlug,
    image: teamImage(team.id, team.imagePath),
    country:
      team.countryNameIt !== null && team.countryNameEn !== null
        ? {
            name: language === 'it' ? team.countryNameIt : team.countryNameEn,
            image: countryImage(team.countryCode, team.countryImagePath),
          }
        : null,
  }));
  return list.sort(byName(language));
}
