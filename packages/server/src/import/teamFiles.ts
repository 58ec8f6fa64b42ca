/** teams.csv, team_aliases.csv, national_teams.csv and stadiums.csv. */
import { countryCodeForTeamName, normalizeSearch } from '@pallone/core';
import { eq } from 'drizzle-orm';
import { teams } from '../db/schema.ts';
import type { ImportContext } from './context.ts';
import { intCell, textCell, type CsvFile } from './csvFile.ts';
import { addAliases, nationalTeamSpec, upsertTeams, type TeamSpec } from './upsertTeams.ts';

const list = (value: string | undefined) =>
  (value ?? '')
    .split(';')
    .map((s) => s.trim())
    .filter(Boolean);

export const TEAMS_COLUMNS = ['team_id', 'name', 'country'];

export async function importTeamsCsv(ctx: ImportContext, csv: CsvFile): Promise<void> {
  const specs: TeamSpec[] = [];
  for (const { line, values: v } of csv.records) {
    if (!v.team_id || !v.name) {
      ctx.tally.reject(line, 'missing team_id or name');
      continue;
    }
    const founded = intCell(v.founded);
    if (founded === undefined) {
      ctx.tally.reject(line, `founded "${v.founded}" is not a year`);
      continue;
    }
    specs.push({
      sourceId: v.team_id,
      name: v.name,
      shortName: list(v.football_data_names)[0] ?? null,
      countryCode: textCell(v.country),
      isNational: false,
      city: textCell(v.city),
      stadium: textCell(v.stadium),
      founded,
      aliases: [
        v.clubs_name ?? '',
        ...list(v.other_fixture_names),
        ...list(v.football_data_names),
        ...list(v.alt_names),
      ],
    });
  }
  // Canonical names claim their alias before any alternative spelling of another club.
  await upsertTeams(
    ctx,
    specs.map((s) => ({ ...s, aliases: [] })),
    'full',
    'teams.csv',
  );
  await addAliases(
    ctx,
    specs.flatMap((s) =>
      s.aliases.map((alias) => ({ alias, teamId: ctx.lookups.teams.get(s.sourceId)!.id })),
    ),
    'teams.csv',
  );
}

export const TEAM_ALIASES_COLUMNS = ['alias', 'team_id'];

export async function importTeamAliasesCsv(ctx: ImportContext, csv: CsvFile): Promise<void> {
  const entries: { alias: string; teamId: number }[] = [];
  for (const { line, values: v } of csv.records) {
    const team = ctx.lookups.teams.get(v.team_id ?? '');
    if (!v.alias) ctx.tally.reject(line, 'missing alias');
    else if (!team) ctx.tally.reject(line, `unknown team_id "${v.team_id}"`);
    else entries.push({ alias: v.alias, teamId: team.id });
  }
  const conflicts = await addAliases(ctx, entries, 'team_aliases.csv');
  if (conflicts > 0) ctx.tally.note = `${conflicts} alias(es) already belong to another team, kept`;
}

export const NATIONAL_TEAMS_COLUMNS = ['name', 'fifa_code'];

export async function importNationalTeamsCsv(ctx: ImportContext, csv: CsvFile): Promise<void> {
  const specs: TeamSpec[] = [];
  for (const { line, values: v } of csv.records) {
    const code = v.fifa_code || (v.name ? countryCodeForTeamName(v.name) : null);
    if (!code) {
      ctx.tally.reject(line, `no country code for "${v.name}"`);
      continue;
    }
    specs.push(nationalTeamSpec(code, [v.name ?? '', v.name_normalised ?? ''].filter(Boolean)));
  }
  await upsertTeams(ctx, specs, 'full', 'national_teams.csv');
}

export const STADIUMS_COLUMNS = ['name', 'note'];

/**
 * stadiums.csv is not linked to teams by id; its `note` usually names the tenant club ("FC Arsenal"). A team
 * without a stadium in teams.csv gets the stadium whose note resolves to it through the aliases.
 */
export async function importStadiumsCsv(ctx: ImportContext, csv: CsvFile): Promise<void> {
  let filled = 0;
  for (const { line, values: v } of csv.records) {
    if (!v.name) {
      ctx.tally.reject(line, 'missing stadium name');
      continue;
    }
    const teamId = v.note ? ctx.lookups.aliases.get(normalizeSearch(v.note)) : undefined;
    const team = teamId === undefined ? undefined : ctx.lookups.teamsById.get(teamId);
    if (!team || team.isNational || team.stadium) continue;
    await ctx.db.update(teams).set({ stadium: v.name }).where(eq(teams.id, team.id));
    team.stadium = v.name;
    filled += 1;
  }
  ctx.tally.count('teams', { inserted: 0, updated: filled, unchanged: 0 });
  ctx.tally.note = `${filled} team stadium(s) filled from the tenant note`;
}
