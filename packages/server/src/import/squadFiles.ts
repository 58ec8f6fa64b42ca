/**
 * Squad files → players and squad_memberships. All squad files of a run are read first (playerFacts.ts), so a
 * player's current club and national team come from the most recent squad that names them, whatever the file
 * being written: importing twice gives the same players.
 */
import { normalizeSearch, slugify } from '@pallone/core';
import { players, squadMemberships } from '../db/schema.ts';
import type { ImportContext } from './context.ts';
import { ensureCompetition } from './ensureCompetition.ts';
import { ensureCountries } from './ensureCountries.ts';
import { ensureCompetitionSeason, ensureSeason } from './ensureSeason.ts';
import { uniqueSlug } from './phaseSlugs.ts';
import type { PlayerFacts } from './playerFacts.ts';
import { playerKey, type SquadRow } from './squadRows.ts';
import { nationalTeamSpec, upsertTeams } from './upsertTeams.ts';
import { upsert } from './upsert.ts';

export async function importSquadFile(
  ctx: ImportContext,
  rows: readonly SquadRow[],
  facts: Map<string, PlayerFacts>,
): Promise<void> {
  const { lookups } = ctx;
  const csIds = new Map<string, number>();
  for (const row of rows) {
    const k = `${row.competition}|${row.season}`;
    if (csIds.has(k)) continue;
    const competition = await ensureCompetition(ctx, row.competition.replace(/\.quali$/, ''));
    const seasonId = await ensureSeason(ctx, row.season);
    csIds.set(k, await ensureCompetitionSeason(ctx, competition.id, seasonId));
  }
  const rowFacts = rows.map((row) => facts.get(playerKey(row))!);
  const keys = rowFacts.map((f) => f.key);
  const factsByKey = new Map(rowFacts.map((f) => [f.key, f]));
  const factsOf = (key: string) => factsByKey.get(key)!;
  const nationals = new Set<string>();
  const countries = new Set<string>();
  for (const key of keys) {
    const f = factsOf(key);
    if (f.nationalCountry) nationals.add(f.nationalCountry);
    if (f.nationality) countries.add(f.nationality);
  }
  for (const row of rows) if (row.countryCode) nationals.add(row.countryCode);
  const countryIds = await ensureCountries(ctx, [...countries, ...nationals]);
  const specs = [...nationals]
    .map((code) => nationalTeamSpec(code))
    .filter((s) => !lookups.teams.has(s.sourceId));
  if (specs.length > 0) await upsertTeams(ctx, specs, 'full', 'squads');
  const nationalTeamId = (code: string | null) =>
    code ? (lookups.teams.get(nationalTeamSpec(code).sourceId)?.id ?? null) : null;

  const playerRows = new Map<
    string,
    typeof players.$inferInsert & { sourceKey: string; pallonecomSlug: string }
  >();
  rows.forEach((row, i) => {
    const key = keys[i]!;
    const cached = lookups.players.get(key);
    const previous = playerRows.get(key);
    const f = factsOf(key);
    let slug = previous?.pallonecomSlug ?? cached?.slug;
    if (!slug) {
      const base = slugify(row.player) || 'giocatore';
      slug = uniqueSlug(
        lookups.playerSlugs.has(base) && row.birthYear ? `${base}-${row.birthYear}` : base,
        lookups.playerSlugs,
      );
      lookups.playerSlugs.add(slug);
    }
    const name = f.name;
    playerRows.set(key, {
      sourceKey: key,
      name,
      birthDate: f.birthDate ?? cached?.birthDate ?? null,
      birthYear: f.birthYear ?? cached?.birthYear ?? null,
      nationalityCountryId: f.nationality
        ? (countryIds.get(f.nationality) ?? null)
        : (cached?.nationalityCountryId ?? null),
      position: f.position ?? cached?.position ?? null,
      currentTeamId: f.clubTeamId ?? cached?.currentTeamId ?? null,
      currentNationalTeamId: nationalTeamId(f.nationalCountry) ?? cached?.currentNationalTeamId ?? null,
      pallonecomSlug: slug,
      searchText: normalizeSearch(name),
    });
  });
  const p = players;
  const result = await upsert(
    ctx.db,
    p,
    [...playerRows.values()],
    {
      target: [p.sourceKey],
      update: [
        p.name,
        p.birthDate,
        p.birthYear,
        p.nationalityCountryId,
        p.position,
        p.currentTeamId,
        p.currentNationalTeamId,
        p.searchText,
      ],
      keyOf: (r) => r.sourceKey,
    },
    { id: p.id, sourceKey: p.sourceKey },
  );
  ctx.tally.count('players', result.counts);
  const ids = new Map(result.rows.map((r) => [r.sourceKey, r.id]));
  for (const row of playerRows.values()) {
    const id = ids.get(row.sourceKey) ?? lookups.players.get(row.sourceKey)?.id;
    if (id === undefined) continue;
    lookups.players.set(row.sourceKey, {
      id,
      slug: row.pallonecomSlug,
      name: row.name,
      birthDate: row.birthDate ?? null,
      birthYear: row.birthYear ?? null,
      nationalityCountryId: row.nationalityCountryId ?? null,
      position: row.position ?? null,
      currentTeamId: row.currentTeamId ?? null,
      currentNationalTeamId: row.currentNationalTeamId ?? null,
    });
  }
  const memberships = rows.flatMap((row, i) => {
    const teamId = row.teamId ?? nationalTeamId(row.countryCode);
    const playerId = lookups.players.get(keys[i]!)?.id;
    if (teamId === null || playerId === undefined) return [];
    const competitionSeasonId = csIds.get(`${row.competition}|${row.season}`)!;
    return [{ playerId, teamId, competitionSeasonId, shirtNumber: row.shirtNumber, position: row.position }];
  });
  const m = squadMemberships;
  const memberResult = await upsert(
    ctx.db,
    m,
    memberships,
    {
      target: [m.playerId, m.teamId, m.competitionSeasonId],
      update: [m.shirtNumber, m.position],
      keyOf: (r) => `${r.playerId}|${r.teamId}|${r.competitionSeasonId}`,
    },
    { id: m.id },
  );
  ctx.tally.count('squad_memberships', memberResult.counts);
}
