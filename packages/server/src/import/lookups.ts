/**
 * In-memory copies of the keys the importer resolves against (codes, source ids, aliases, slugs), loaded once
 * per run and kept in step with every committed write. After a failed file, `load` is called again so nothing
 * rolled back lingers.
 */
import {
  competitionSeasons,
  competitions,
  countries,
  groups,
  matches,
  players,
  seasons,
  teamAliases,
  teams,
  turns,
} from '../db/schema.ts';
import type { Executor } from './upsert.ts';

export interface TeamEntry {
  id: number;
  sourceId: string;
  name: string;
  slug: string;
  countryId: number | null;
  isNational: boolean;
  stadium: string | null;
}

export interface SeasonEntry {
  id: number;
  start: string;
  end: string;
}

export interface CompetitionSeasonEntry {
  id: number;
  sourceName: string | null;
  sourceRepo: string | null;
  sourceCommit: string | null;
  sourcePaths: string[];
}

export interface PlayerEntry {
  id: number;
  slug: string;
  name: string;
  birthDate: string | null;
  birthYear: number | null;
  nationalityCountryId: number | null;
  position: string | null;
  currentTeamId: number | null;
  currentNationalTeamId: number | null;
}

export interface MatchEntry {
  id: number;
  slug: string;
  competitionSeasonId: number;
  homeTeamId: number | null;
  awayTeamId: number | null;
}

export class Lookups {
  countries = new Map<string, number>();
  countrySlugs = new Set<string>();
  competitions = new Map<string, number>();
  competitionSlugs = new Set<string>();
  seasons = new Map<string, SeasonEntry>();
  /** `${competitionId}|${seasonId}` */
  competitionSeasons = new Map<string, CompetitionSeasonEntry>();
  /** `${competitionSeasonId}|${name}` */
  groups = new Map<string, { id: number; slug: string }>();
  /** `${groupId}|${name}` */
  turns = new Map<string, { id: number; slug: string }>();
  teams = new Map<string, TeamEntry>();
  teamsById = new Map<number, TeamEntry>();
  teamSlugs = new Set<string>();
  /** normalized alias → team id */
  aliases = new Map<string, number>();
  players = new Map<string, PlayerEntry>();
  playerSlugs = new Set<string>();
  matches = new Map<string, MatchEntry>();
  matchSlugs = new Set<string>();

  static async load(db: Executor): Promise<Lookups> {
    const l = new Lookups();
    for (const r of await db
      .select({ id: countries.id, code: countries.code, slug: countries.pallonecomSlug })
      .from(countries)) {
      l.countries.set(r.code, r.id);
      l.countrySlugs.add(r.slug);
    }
    for (const r of await db
      .select({ id: competitions.id, code: competitions.code, slug: competitions.pallonecomSlug })
      .from(competitions)) {
      l.competitions.set(r.code, r.id);
      l.competitionSlugs.add(r.slug);
    }
    for (const r of await db
      .select({ id: seasons.id, code: seasons.code, start: seasons.start, end: seasons.end })
      .from(seasons)) {
      l.seasons.set(r.code, { id: r.id, start: r.start, end: r.end });
    }
    const cs = await db
      .select({
        id: competitionSeasons.id,
        c: competitionSeasons.competitionId,
        s: competitionSeasons.seasonId,
        paths: competitionSeasons.sourcePaths,
        sourceName: competitionSeasons.sourceName,
        sourceRepo: competitionSeasons.sourceRepo,
        sourceCommit: competitionSeasons.sourceCommit,
      })
      .from(competitionSeasons);
    for (const r of cs)
      l.competitionSeasons.set(`${r.c}|${r.s}`, {
        id: r.id,
        sourceName: r.sourceName,
        sourceRepo: r.sourceRepo,
        sourceCommit: r.sourceCommit,
        sourcePaths: r.paths,
      });
    for (const r of await db
      .select({
        id: groups.id,
        cs: groups.competitionSeasonId,
        name: groups.name,
        slug: groups.pallonecomSlug,
      })
      .from(groups)) {
      l.groups.set(`${r.cs}|${r.name}`, { id: r.id, slug: r.slug });
    }
    for (const r of await db
      .select({ id: turns.id, g: turns.groupId, name: turns.name, slug: turns.pallonecomSlug })
      .from(turns)) {
      l.turns.set(`${r.g}|${r.name}`, { id: r.id, slug: r.slug });
    }
    const teamRows = await db
      .select({
        id: teams.id,
        sourceId: teams.sourceId,
        name: teams.name,
        slug: teams.pallonecomSlug,
        countryId: teams.countryId,
        isNational: teams.isNational,
        stadium: teams.stadium,
      })
      .from(teams);
    for (const r of teamRows) l.addTeam(r);
    for (const r of await db
      .select({ alias: teamAliases.alias, teamId: teamAliases.teamId })
      .from(teamAliases))
      l.aliases.set(r.alias, r.teamId);
    const playerRows = await db
      .select({
        id: players.id,
        key: players.sourceKey,
        slug: players.pallonecomSlug,
        name: players.name,
        birthDate: players.birthDate,
        birthYear: players.birthYear,
        nationalityCountryId: players.nationalityCountryId,
        position: players.position,
        currentTeamId: players.currentTeamId,
        currentNationalTeamId: players.currentNationalTeamId,
      })
      .from(players);
    for (const { key, ...p } of playerRows) {
      l.players.set(key, p);
      l.playerSlugs.add(p.slug);
    }
    const matchRows = await db
      .select({
        id: matches.id,
        sourceId: matches.sourceId,
        slug: matches.pallonecomSlug,
        competitionSeasonId: matches.competitionSeasonId,
        homeTeamId: matches.homeTeamId,
        awayTeamId: matches.awayTeamId,
      })
      .from(matches);
    for (const { sourceId, ...m } of matchRows) {
      l.matches.set(sourceId, m);
      l.matchSlugs.add(m.slug);
    }
    return l;
  }

  addTeam(team: TeamEntry): void {
    this.teams.set(team.sourceId, team);
    this.teamsById.set(team.id, team);
    this.teamSlugs.add(team.slug);
  }
}
