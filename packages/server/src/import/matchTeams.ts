/**
 * Resolves the two sides of every match of a file to team ids, creating the teams the database does not know
 * yet. Clubs: the data's team id, else an alias, else a new team. National teams (tournaments): by country.
 * Placeholders ("W49", "1A", "Winner Match 50") stay without a team, keeping the source's name.
 */
import { slugify } from '@pallone/core';
import type { ImportContext } from './context.ts';
import type { MatchSide } from './matchRecord.ts';
import { addAliases, nationalTeamSpecForName, upsertTeams, type TeamSpec } from './upsertTeams.ts';
import { normalizeSearch } from '@pallone/core';

const PLACEHOLDERS = [
  /^[WL]\d+$/i,
  /^[1-4][A-L](\/[A-L])*$/i,
  /^(Winner|Loser|Runner-?up|Sieger|Verlierer)\b/i,
  /^[1-4](st|nd|rd|th)\b/i,
  /^Group [A-L] (winner|runner-up|third)/i,
  /^(TBD|TBA|N\.?\s?N\.?|\?+)$/i,
];

export function isPlaceholderTeam(name: string): boolean {
  return PLACEHOLDERS.some((p) => p.test(name.trim()));
}

/** Which team a side names: a source id to look up, or null for a placeholder. */
function specFor(ctx: ImportContext, side: MatchSide, national: boolean): TeamSpec | null {
  if (isPlaceholderTeam(side.name)) return null;
  if (national && !side.teamId) return nationalTeamSpecForName(side.name);
  if (side.teamId)
    return {
      sourceId: side.teamId,
      name: side.name,
      countryCode: side.country,
      isNational: false,
      aliases: [],
    };
  const aliased = ctx.lookups.aliases.get(normalizeSearch(side.name));
  const team = aliased === undefined ? undefined : ctx.lookups.teamsById.get(aliased);
  if (team) return { sourceId: team.sourceId, name: team.name, isNational: team.isNational, aliases: [] };
  const sourceId = `${slugify(side.name)}-${(side.country ?? 'xxx').toLowerCase()}`;
  return { sourceId, name: side.name, countryCode: side.country, isNational: false, aliases: [] };
}

/**
 * Team ids for the sides (null for placeholders), keyed by `side.name|side.teamId`. `national`: the competition
 * is played by national teams. Unknown teams are created; every spelling becomes an alias of its team.
 */
export async function resolveMatchTeams(
  ctx: ImportContext,
  sides: readonly MatchSide[],
  national: boolean,
): Promise<Map<string, number | null>> {
  const specs = new Map<string, TeamSpec | null>();
  for (const side of sides) {
    const key = sideKey(side);
    if (!specs.has(key)) specs.set(key, specFor(ctx, side, national));
  }
  const wanted = [...specs.values()].filter((s): s is TeamSpec => s !== null);
  const nationals = wanted.filter((s) => s.isNational && !ctx.lookups.teams.has(s.sourceId));
  const clubs = wanted.filter((s) => !s.isNational && !ctx.lookups.teams.has(s.sourceId));
  if (nationals.length > 0) await upsertTeams(ctx, nationals, 'full', 'match files');
  if (clubs.length > 0) await upsertTeams(ctx, clubs, 'insert', 'match files');
  const resolved = new Map<string, number | null>();
  const aliases: { alias: string; teamId: number }[] = [];
  for (const [key, spec] of specs) {
    const id = spec ? (ctx.lookups.teams.get(spec.sourceId)?.id ?? null) : null;
    resolved.set(key, id);
    if (id !== null) aliases.push({ alias: key.slice(0, key.indexOf('|')), teamId: id });
  }
  await addAliases(ctx, aliases, 'match files');
  return resolved;
}

export function sideKey(side: MatchSide): string {
  return `${side.name}|${side.teamId ?? ''}`;
}
