/**
 * Team rows and their aliases. Slugs: slugify(name), with the country added on a collision (national teams:
 * `-nazionale`), then a number; an existing team keeps its slug. Every spelling is stored normalized in
 * team_aliases; an alias already taken by another team keeps its first team.
 */
import { countryInfo, countryCodeForTeamName, normalizeSearch, slugify } from '@pallone/core';
import { teamAliases, teams } from '../db/schema.ts';
import type { ImportContext } from './context.ts';
import { ensureCountries } from './ensureCountries.ts';
import { uniqueSlug } from './phaseSlugs.ts';
import { upsert } from './upsert.ts';

export interface TeamSpec {
  sourceId: string;
  name: string;
  nameIt?: string | null;
  nameEn?: string | null;
  shortName?: string | null;
  countryCode?: string | null;
  isNational: boolean;
  city?: string | null;
  stadium?: string | null;
  founded?: number | null;
  /** Spellings to register as aliases (the name is always one). */
  aliases: string[];
}

/** `full`: metadata from a teams file overwrites; `insert`: a team seen in a fixture is only created. */
export type TeamWriteMode = 'full' | 'insert';

function slugFor(ctx: ImportContext, spec: TeamSpec): string {
  const base = slugify(spec.name) || 'squadra';
  const taken = ctx.lookups.teamSlugs;
  if (!taken.has(base)) return base;
  const suffix = spec.isNational ? 'nazionale' : spec.countryCode ? countryInfo(spec.countryCode).slug : '';
  return uniqueSlug(suffix ? `${base}-${suffix}` : base, taken);
}

export async function upsertTeams(
  ctx: ImportContext,
  specs: readonly TeamSpec[],
  mode: TeamWriteMode,
  aliasSource: string,
): Promise<void> {
  const { lookups } = ctx;
  const countryIds = await ensureCountries(
    ctx,
    specs.map((s) => s.countryCode),
  );
  const todo = mode === 'insert' ? specs.filter((s) => !lookups.teams.has(s.sourceId)) : specs;
  const seen = new Set<string>();
  const rows = [];
  for (const spec of todo) {
    if (seen.has(spec.sourceId)) continue;
    seen.add(spec.sourceId);
    const cached = lookups.teams.get(spec.sourceId);
    const slug = cached?.slug ?? slugFor(ctx, spec);
    lookups.teamSlugs.add(slug);
    const names = [spec.name, spec.nameIt, spec.nameEn].filter((n): n is string => !!n);
    rows.push({
      sourceId: spec.sourceId,
      name: spec.name,
      nameIt: spec.nameIt ?? null,
      nameEn: spec.nameEn ?? null,
      shortName: spec.shortName ?? null,
      countryId: spec.countryCode ? (countryIds.get(spec.countryCode.toUpperCase()) ?? null) : null,
      isNational: spec.isNational,
      city: spec.city ?? null,
      stadium: spec.stadium ?? cached?.stadium ?? null,
      founded: spec.founded ?? null,
      pallonecomSlug: slug,
      searchText: normalizeSearch([...new Set(names)].join(' ')),
    });
  }
  if (rows.length > 0) {
    const t = teams;
    const result = await upsert(
      ctx.db,
      t,
      rows,
      {
        target: [t.sourceId],
        update:
          mode === 'insert'
            ? []
            : [
                t.name,
                t.nameIt,
                t.nameEn,
                t.shortName,
                t.countryId,
                t.isNational,
                t.city,
                t.stadium,
                t.founded,
                t.searchText,
              ],
        keyOf: (r) => r.sourceId,
      },
      { id: t.id, sourceId: t.sourceId },
    );
    ctx.tally.count('teams', result.counts);
    const ids = new Map(result.rows.map((r) => [r.sourceId, r.id]));
    for (const row of rows) {
      const id = ids.get(row.sourceId) ?? lookups.teams.get(row.sourceId)?.id;
      if (id === undefined) continue;
      lookups.addTeam({
        id,
        sourceId: row.sourceId,
        name: row.name,
        slug: row.pallonecomSlug,
        countryId: row.countryId,
        isNational: row.isNational,
        stadium: row.stadium,
      });
    }
  }
  await addAliases(
    ctx,
    specs.flatMap((s) => {
      const id = lookups.teams.get(s.sourceId)?.id;
      return id === undefined
        ? []
        : [s.name, s.nameIt, s.nameEn, ...s.aliases].map((alias) => ({ alias, teamId: id }));
    }),
    aliasSource,
  );
}

/** Registers normalized aliases; the first team to claim an alias keeps it. Returns how many were taken already. */
export async function addAliases(
  ctx: ImportContext,
  entries: readonly { alias: string | null | undefined; teamId: number }[],
  source: string,
): Promise<number> {
  const rows: { alias: string; teamId: number; source: string }[] = [];
  let conflicts = 0;
  for (const { alias, teamId } of entries) {
    const key = alias ? normalizeSearch(alias) : '';
    if (key === '') continue;
    const owner = ctx.lookups.aliases.get(key);
    if (owner !== undefined) {
      if (owner !== teamId) conflicts += 1;
      continue;
    }
    ctx.lookups.aliases.set(key, teamId);
    rows.push({ alias: key, teamId, source });
  }
  if (rows.length > 0) {
    const result = await upsert(
      ctx.db,
      teamAliases,
      rows,
      { target: [teamAliases.alias], update: [], keyOf: (r) => r.alias },
      { alias: teamAliases.alias },
    );
    ctx.tally.count('team_aliases', result.counts);
  }
  return conflicts;
}

/** The national team of a country code: `national-<english-name-slug>`, named in Italian. */
export function nationalTeamSpec(countryCode: string, extraNames: readonly string[] = []): TeamSpec {
  const info = countryInfo(countryCode);
  return {
    sourceId: `national-${slugify(info.nameEn)}`,
    name: info.nameIt,
    nameIt: info.nameIt,
    nameEn: info.nameEn,
    countryCode: info.code,
    isNational: true,
    aliases: [...extraNames],
  };
}

/** A national team from its name in any language; unknown names get a country-less team. */
export function nationalTeamSpecForName(name: string): TeamSpec {
  const code = countryCodeForTeamName(name);
  if (code) return nationalTeamSpec(code, [name]);
  return { sourceId: `national-${slugify(name)}`, name, nameEn: name, isNational: true, aliases: [name] };
}
