/** Matches as content refers to them (news about a match, boosted odds on a match), read in one batch. */
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { competitionSeasons, competitions, matches } from '../../db/schema.ts';
import type { Language } from '../../plugins/language.ts';
import { teamName } from '../../modules/teams/queries/row.ts';
import { scoreColumns } from '../../modules/matches/queries/columns.ts';
import {
  awayTeam as away,
  homeTeam as home,
  leftJoinSideTeams,
} from '../../modules/matches/queries/sideTeams.ts';
import { teamImage } from '../../pictures/teamImage.ts';

export interface ContentTeamRef {
  id: number;
  name: string;
  pallonecomSlug: string;
  image: { path: string } | null;
}

export interface ContentMatchRef {
  id: number;
  pallonecomSlug: string;
  homeTeam: ContentTeamRef | null;
  awayTeam: ContentTeamRef | null;
  homeName: string;
  awayName: string;
  date: string;
  homeScore: number | null;
  awayScore: number | null;
  extraTime: { home: number; away: number } | null;
  penalties: { home: number; away: number } | null;
  competition: { id: number; name: string; pallonecomSlug: string };
}

const pair = (home: number | null, away: number | null) =>
  home === null || away === null ? null : { home, away };

interface TeamColumns {
  id: number | null;
  name: string | null;
  nameIt: string | null;
  nameEn: string | null;
  pallonecomSlug: string | null;
  imagePath: string | null;
}

function teamRef(row: TeamColumns, language: Language): ContentTeamRef | null {
  if (row.id === null || row.name === null || row.pallonecomSlug === null) return null;
  return {
    id: row.id,
    name: teamName({ name: row.name, nameIt: row.nameIt, nameEn: row.nameEn }, language),
    pallonecomSlug: row.pallonecomSlug,
    image: teamImage(row.id, row.imagePath),
  };
}

const teamColumns = (t: typeof home | typeof away) => ({
  id: t.id,
  name: t.name,
  nameIt: t.nameIt,
  nameEn: t.nameEn,
  pallonecomSlug: t.pallonecomSlug,
  imagePath: t.imagePath,
});

export async function loadMatchRefs(
  db: Db,
  ids: readonly number[],
  language: Language,
): Promise<Map<number, ContentMatchRef>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const query = db
    .select({
      id: matches.id,
      pallonecomSlug: matches.pallonecomSlug,
      homeName: matches.homeName,
      awayName: matches.awayName,
      kickoffAt: matches.kickoffAt,
      ...scoreColumns,
      competitionId: competitions.id,
      competitionNameIt: competitions.nameIt,
      competitionNameEn: competitions.nameEn,
      competitionSlug: competitions.pallonecomSlug,
      home: teamColumns(home),
      away: teamColumns(away),
    })
    .from(matches)
    .innerJoin(competitionSeasons, eq(competitionSeasons.id, matches.competitionSeasonId))
    .innerJoin(competitions, eq(competitions.id, competitionSeasons.competitionId))
    .$dynamic();
  const rows = await leftJoinSideTeams(query).where(inArray(matches.id, unique));
  return new Map(
    rows.map((row) => {
      const homeTeam = teamRef(row.home, language);
      const awayTeam = teamRef(row.away, language);
      return [
        row.id,
        {
          id: row.id,
          pallonecomSlug: row.pallonecomSlug,
          homeTeam,
          awayTeam,
          homeName: homeTeam?.name ?? row.homeName,
          awayName: awayTeam?.name ?? row.awayName,
          date: row.kickoffAt.toISOString(),
          homeScore: row.ftHome,
          awayScore: row.ftAway,
          extraTime: pair(row.etHome, row.etAway),
          penalties: pair(row.penHome, row.penAway),
          competition: {
            id: row.competitionId,
            name: language === 'it' ? row.competitionNameIt : row.competitionNameEn,
            pallonecomSlug: row.competitionSlug,
          },
        },
      ];
    }),
  );
}
