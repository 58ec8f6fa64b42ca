/**
 * The one pg-core schema of Pallone's sports domain, shared by PGlite and PostgreSQL.
 * Every public entity carries a `pallonecomSlug`, unique per kind (groups and turns: unique within their parent).
 * `search_text` columns hold the lower-cased, accent-stripped name used by the pg_trgm indexes.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const countries = pgTable('countries', {
  id: serial('id').primaryKey(),
  /** FIFA-style three-letter code as used by the data (ITA, ENG, ESP…); `UEFA` and `FIFA` for confederations. */
  code: text('code').notNull().unique(),
  nameIt: text('name_it').notNull(),
  nameEn: text('name_en').notNull(),
  imagePath: text('image_path'),
  flagEmoji: text('flag_emoji'),
  pallonecomSlug: text('pallonecom_slug').notNull().unique(),
});

export const competitions = pgTable(
  'competitions',
  {
    /** Fixed ids for the known competitions (it.1 = 68 …), so the spec's constants mean something. */
    id: integer('id').primaryKey(),
    /** openfootball code: it.1, uefa.cl, world … (qualifying files `uefa.cl.quali` map to `uefa.cl`). */
    code: text('code').notNull().unique(),
    nameIt: text('name_it').notNull(),
    nameEn: text('name_en').notNull(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    /** league | cup | international */
    type: text('type').notNull(),
    imagePath: text('image_path'),
    pallonecomSlug: text('pallonecom_slug').notNull().unique(),
    searchText: text('search_text').notNull(),
  },
  (t) => [index('competitions_search_trgm').using('gin', sql`${t.searchText} gin_trgm_ops`)],
);

export const seasons = pgTable('seasons', {
  id: serial('id').primaryKey(),
  /** The data's season key: `2023-24` or `2024`. */
  code: text('code').notNull().unique(),
  /** `2023/2024` or `2024`. */
  name: text('name').notNull(),
  /** `2023-2024` or `2024`. */
  pallonecomSlug: text('pallonecom_slug').notNull().unique(),
  start: date('start', { mode: 'string' }).notNull(),
  end: date('end', { mode: 'string' }).notNull(),
});

export const competitionSeasons = pgTable(
  'competition_seasons',
  {
    id: serial('id').primaryKey(),
    competitionId: integer('competition_id')
      .notNull()
      .references(() => competitions.id),
    seasonId: integer('season_id')
      .notNull()
      .references(() => seasons.id),
    sourceName: text('source_name'),
    sourceRepo: text('source_repo'),
    sourceCommit: text('source_commit'),
    sourcePaths: text('source_paths')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (t) => [uniqueIndex('competition_seasons_comp_season').on(t.competitionId, t.seasonId)],
);

/** A phase of a competition season: the league, group A…, a qualifying round, a knockout round. */
export const groups = pgTable(
  'groups',
  {
    id: serial('id').primaryKey(),
    competitionSeasonId: integer('competition_season_id')
      .notNull()
      .references(() => competitionSeasons.id),
    /** The source's phase name: `League`, `Group A`, `Qualifying, 1st Round`, `Finals` … */
    name: text('name').notNull(),
    /** league | group | qualifying | playoff | knockout */
    type: text('type').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    pallonecomSlug: text('pallonecom_slug').notNull(),
  },
  (t) => [
    uniqueIndex('groups_cs_name').on(t.competitionSeasonId, t.name),
    uniqueIndex('groups_cs_slug').on(t.competitionSeasonId, t.pallonecomSlug),
  ],
);

/** A matchday or round inside a group. */
export const turns = pgTable(
  'turns',
  {
    id: serial('id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id),
    /** The source's round name: `Matchday 1`, `Round of 16`, `Final` … */
    name: text('name').notNull(),
    number: integer('number').notNull(),
    pallonecomSlug: text('pallonecom_slug').notNull(),
  },
  (t) => [
    uniqueIndex('turns_group_name').on(t.groupId, t.name),
    uniqueIndex('turns_group_slug').on(t.groupId, t.pallonecomSlug),
  ],
);

export const teams = pgTable(
  'teams',
  {
    id: serial('id').primaryKey(),
    /** The data's team id (`genoa-cfc-ita`) or `national-<slug>` for national teams. */
    sourceId: text('source_id').notNull().unique(),
    name: text('name').notNull(),
    /** Localized names for national teams (Italia / Italy); null for clubs, whose name is the same in both. */
    nameIt: text('name_it'),
    nameEn: text('name_en'),
    shortName: text('short_name'),
    countryId: integer('country_id').references(() => countries.id),
    isNational: boolean('is_national').notNull().default(false),
    imagePath: text('image_path'),
    city: text('city'),
    stadium: text('stadium'),
    founded: smallint('founded'),
    pallonecomSlug: text('pallonecom_slug').notNull().unique(),
    searchText: text('search_text').notNull(),
  },
  (t) => [index('teams_search_trgm').using('gin', sql`${t.searchText} gin_trgm_ops`)],
);

/** Every spelling of a team seen in any feed, normalized (lower-case, no accents), to its team. */
export const teamAliases = pgTable('team_aliases', {
  alias: text('alias').primaryKey(),
  teamId: integer('team_id')
    .notNull()
    .references(() => teams.id),
  source: text('source'),
});

export const players = pgTable(
  'players',
  {
    id: serial('id').primaryKey(),
    /** Stable import key: normalized name + birth date/year (+ nationality). */
    sourceKey: text('source_key').notNull().unique(),
    name: text('name').notNull(),
    birthDate: date('birth_date', { mode: 'string' }),
    birthYear: smallint('birth_year'),
    nationalityCountryId: integer('nationality_country_id').references(() => countries.id),
    /** GK | DF | MF | FW */
    position: text('position'),
    imagePath: text('image_path'),
    currentTeamId: integer('current_team_id').references(() => teams.id),
    currentNationalTeamId: integer('current_national_team_id').references(() => teams.id),
    pallonecomSlug: text('pallonecom_slug').notNull().unique(),
    searchText: text('search_text').notNull(),
  },
  (t) => [index('players_search_trgm').using('gin', sql`${t.searchText} gin_trgm_ops`)],
);

export const squadMemberships = pgTable(
  'squad_memberships',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id),
    competitionSeasonId: integer('competition_season_id')
      .notNull()
      .references(() => competitionSeasons.id),
    shirtNumber: smallint('shirt_number'),
    position: text('position'),
  },
  (t) => [uniqueIndex('squad_memberships_unique').on(t.playerId, t.teamId, t.competitionSeasonId)],
);

export const matches = pgTable(
  'matches',
  {
    id: serial('id').primaryKey(),
    /** The data's match id: `it.1/2024-25/2024-08-17/genoa-cfc-v-fc-internazionale-milano`. */
    sourceId: text('source_id').notNull().unique(),
    competitionSeasonId: integer('competition_season_id')
      .notNull()
      .references(() => competitionSeasons.id),
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id),
    turnId: integer('turn_id').references(() => turns.id),
    /** Null when the fixture's team is not known yet (e.g. "Winner match 49"). */
    homeTeamId: integer('home_team_id').references(() => teams.id),
    awayTeamId: integer('away_team_id').references(() => teams.id),
    /** The source's names, kept for fixtures whose teams are placeholders. */
    homeName: text('home_name').notNull(),
    awayName: text('away_name').notNull(),
    kickoffAt: timestamp('kickoff_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** False when the source gave a date but no time (kickoff_at is then 00:00 Europe/Rome of that day). */
    hasKickoffTime: boolean('has_kickoff_time').notNull().default(true),
    /** The source's status: played | scheduled | postponed | cancelled | awarded (live statuses from a feed). */
    status: text('status').notNull(),
    htHome: smallint('ht_home'),
    htAway: smallint('ht_away'),
    ftHome: smallint('ft_home'),
    ftAway: smallint('ft_away'),
    etHome: smallint('et_home'),
    etAway: smallint('et_away'),
    penHome: smallint('pen_home'),
    penAway: smallint('pen_away'),
    /** Tournament match number (Euro / World Cup). */
    num: integer('num'),
    venue: text('venue'),
    referee: text('referee'),
    neutral: boolean('neutral').notNull().default(false),
    /** When the live period in progress started (feed `status` event time): the running clock counts from it. */
    periodStartedAt: timestamp('period_started_at', { withTimezone: true, mode: 'date' }),
    /** Set when the live feed drives the match (`feed`, `api-football`): its events replace the imported ones. */
    liveSource: text('live_source'),
    /** A replay of a real match (npm run replay), never to be taken for a live one. */
    isReplay: boolean('is_replay').notNull().default(false),
    /** Match seconds per real second of the running clock: 1, or a replay's speed. */
    clockRate: real('clock_rate').notNull().default(1),
    pallonecomSlug: text('pallonecom_slug').notNull().unique(),
    searchText: text('search_text').notNull(),
  },
  (t) => [
    index('matches_kickoff').on(t.kickoffAt),
    index('matches_cs_group_turn').on(t.competitionSeasonId, t.groupId, t.turnId),
    index('matches_home_team').on(t.homeTeamId, t.kickoffAt),
    index('matches_away_team').on(t.awayTeamId, t.kickoffAt),
    index('matches_search_trgm').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

export const matchEvents = pgTable(
  'match_events',
  {
    id: serial('id').primaryKey(),
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id),
    /** Stable import key, so re-importing changes nothing. */
    sourceKey: text('source_key').notNull().unique(),
    minute: smallint('minute'),
    stoppage: smallint('stoppage'),
    /** 1H | 2H | 1EH | 2EH | P */
    period: text('period').notNull(),
    /** goal | own-goal | yellow | yellow-red | red | substitute-in | substitute-out */
    subtype: text('subtype').notNull(),
    penalty: boolean('penalty').notNull().default(false),
    playerId: integer('player_id').references(() => players.id),
    playerName: text('player_name').notNull(),
    teamId: integer('team_id').references(() => teams.id),
    /** Where the row came from; `cc-by-sa-4.0` rows carry the Fjelstul attribution. */
    licence: text('licence').notNull().default('CC0-1.0'),
  },
  (t) => [index('match_events_match').on(t.matchId)],
);

/** One row per match, team and statistic code (shots, shotsOnTarget, fouls, corners, yellowCards, redCards). */
export const matchStatistics = pgTable(
  'match_statistics',
  {
    id: serial('id').primaryKey(),
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id),
    code: text('code').notNull(),
    value: numeric('value', { mode: 'number' }).notNull(),
  },
  (t) => [uniqueIndex('match_statistics_unique').on(t.matchId, t.teamId, t.code)],
);

/**
 * Points a team was docked in a competition season (a negative number gives points back), from the curated
 * `data/pallone/point_deductions.csv`. The standings subtract them from the overall table only.
 */
export const pointDeductions = pgTable(
  'point_deductions',
  {
    id: serial('id').primaryKey(),
    competitionSeasonId: integer('competition_season_id')
      .notNull()
      .references(() => competitionSeasons.id),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id),
    points: integer('points').notNull(),
    reason: text('reason').notNull(),
    sourceUrl: text('source_url').notNull(),
  },
  (t) => [uniqueIndex('point_deductions_unique').on(t.competitionSeasonId, t.teamId, t.reason)],
);

/** What each import run saw: for provenance, idempotency checks and the bench. */
export const importRuns = pgTable('import_runs', {
  id: serial('id').primaryKey(),
  dataDir: text('data_dir').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
  report: text('report'),
});
