/**
 * What one fit of the prediction model reads, in one query: the results of a scope's competitions that kicked off
 * before `asOf` (played, with a full-time score and both teams known), and each club's league in the league
 * seasons under way at `asOf` (from the published fixture lists, never from results), which places promoted
 * clubs in their new league.
 *
 * Awarded matches are left out of the results: a forfeit's 3-0 is not a goal count, and the model was measured
 * without them (docs/performance-predictions.md). They still count in a team's form (predictionsForm.ts).
 */
import { and, eq, gte, inArray, isNotNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { competitions, competitionSeasons, matches, seasons } from '../../../db/schema.ts';
import { joinCompetitionSeason } from '../../matches/queries/columns.ts';
import type { PlayedMatch } from '../model/index.ts';

export interface FitInputQuery {
  /** Competition types of the scope (`competitions.type`). */
  competitionTypes: readonly string[];
  /** Results strictly before this instant. */
  asOf: Date;
  /** The Rome day of `asOf` (`YYYY-MM-DD`): a league season is under way when it started on or before it. */
  asOfDay: string;
  /** Oldest kick-off read (null: no limit). */
  since: Date | null;
}

export interface FitInputs {
  results: PlayedMatch[];
  /** Team id → competition code of its league season under way at `asOf`. */
  teamLeagues: Map<number, string>;
}

/** The latest season of the row's competition that started on or before `day`. */
function isSeasonUnderWay(day: string): SQL {
  return sql`${seasons.start} = (
    select max(s2.start) from ${competitionSeasons} cs2 join ${seasons} s2 on s2.id = cs2.season_id
    where cs2.competition_id = ${competitionSeasons.competitionId} and s2.start <= ${day}::date)`;
}

/** One row per match, as a JSON array (see `loadFitInputs`). */
type PackedRow = [
  kickoffMs: number,
  homeTeamId: number,
  awayTeamId: number,
  ftHome: number | null,
  ftAway: number | null,
  status: string,
  neutral: boolean,
  competition: string,
  type: string,
  season: string,
  seasonStart: string,
];

/**
 * The rows come back as one JSON array in a single row: PGlite spends most of a many-row read on per-cell
 * conversion (about 20 times faster this way for the ~10,000 results of a fit); PostgreSQL does not mind.
 */
export async function loadFitInputs(db: Db, query: FitInputQuery): Promise<FitInputs> {
  const known = [
    eq(matches.status, 'played'),
    isNotNull(matches.ftHome),
    isNotNull(matches.ftAway),
    lt(matches.kickoffAt, query.asOf),
  ];
  if (query.since) known.push(gte(matches.kickoffAt, query.since));
  const packedQuery = db
    .select({
      rows: sql<string | null>`json_agg(json_build_array(
        (extract(epoch from ${matches.kickoffAt}) * 1000)::float8, ${matches.homeTeamId}, ${matches.awayTeamId},
        ${matches.ftHome}, ${matches.ftAway}, ${matches.status}, ${matches.neutral}, ${competitions.code},
        ${competitions.type}, ${seasons.code}, ${seasons.start}::text))::text`,
    })
    .from(matches)
    .$dynamic();
  const [packed] = await joinCompetitionSeason(packedQuery).where(
    and(
      inArray(competitions.type, [...query.competitionTypes]),
      isNotNull(matches.homeTeamId),
      isNotNull(matches.awayTeamId),
      or(and(...known), and(eq(competitions.type, 'league'), isSeasonUnderWay(query.asOfDay))),
    ),
  );
  const rows = (JSON.parse(packed?.rows ?? '[]') as PackedRow[]).map(
    ([
      kickoffMs,
      homeTeamId,
      awayTeamId,
      ftHome,
      ftAway,
      status,
      neutral,
      competition,
      type,
      season,
      seasonStart,
    ]) => ({
      kickoffAt: new Date(kickoffMs),
      homeTeamId,
      awayTeamId,
      ftHome,
      ftAway,
      status,
      neutral,
      competition,
      type,
      season,
      seasonStart,
    }),
  );

  // the fixture lists: per league, the latest season started on or before asOfDay (older seasons' rows are results)
  const underWay = new Map<string, string>();
  for (const row of rows) {
    if (row.type !== 'league' || row.seasonStart > query.asOfDay) continue;
    const latest = underWay.get(row.competition);
    if (latest === undefined || row.seasonStart > latest) underWay.set(row.competition, row.seasonStart);
  }

  const results: PlayedMatch[] = [];
  const teamLeagues = new Map<number, string>();
  const asOf = query.asOf.getTime();
  const since = query.since?.getTime() ?? Number.NEGATIVE_INFINITY;
  for (const row of rows) {
    const home = row.homeTeamId;
    const away = row.awayTeamId;
    const at = row.kickoffAt.getTime();
    if (row.status === 'played' && row.ftHome !== null && row.ftAway !== null && at < asOf && at >= since) {
      results.push({
        kickoffAt: row.kickoffAt,
        homeTeamId: home,
        awayTeamId: away,
        homeGoals: row.ftHome,
        awayGoals: row.ftAway,
        competition: row.competition,
        season: row.season,
        isLeague: row.type === 'league',
        neutral: row.neutral,
      });
    }
    if (row.type === 'league' && underWay.get(row.competition) === row.seasonStart) {
      teamLeagues.set(home, row.competition);
      teamLeagues.set(away, row.competition);
    }
  }
  return { results, teamLeagues };
}
