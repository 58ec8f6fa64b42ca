/**
 * Competition rows: catalog competitions keep their fixed id and slug; any other code gets the next free id
 * ≥ 1000 and a slug/names from competitions.json (or from the code). Written once per run per code.
 */
import {
  findCatalogCompetition,
  deriveCompetition,
  normalizeSearch,
  UNSEEN_COMPETITION_MIN_ID,
  type CatalogCompetition,
} from '@pallone/core';
import { competitions } from '../db/schema.ts';
import type { ImportContext } from './context.ts';
import { ensureCountry } from './ensureCountries.ts';
import { uniqueSlug } from './phaseSlugs.ts';
import { upsert } from './upsert.ts';

/** The catalog entry, or one derived from competitions.json / the code (id 0 until the row exists). */
export function competitionInfo(
  ctx: Pick<ImportContext, 'competitionMeta' | 'lookups'>,
  code: string,
): CatalogCompetition {
  const known = findCatalogCompetition(code);
  if (known) return known;
  const derived = deriveCompetition(code, ctx.competitionMeta.get(code) ?? {});
  return { ...derived, id: ctx.lookups.competitions.get(code) ?? 0 };
}

function nextUnseenId(ctx: ImportContext): number {
  let max = UNSEEN_COMPETITION_MIN_ID - 1;
  for (const id of ctx.lookups.competitions.values()) if (id > max) max = id;
  return max + 1;
}

export async function ensureCompetition(ctx: ImportContext, code: string): Promise<CatalogCompetition> {
  const info = competitionInfo(ctx, code);
  const existingId = ctx.lookups.competitions.get(code);
  if (existingId !== undefined && ctx.syncedCompetitions.has(code)) return { ...info, id: existingId };
  const id = existingId ?? (findCatalogCompetition(code) ? info.id : nextUnseenId(ctx));
  let slug = info.slug;
  if (existingId === undefined) {
    slug = uniqueSlug(info.slug, ctx.lookups.competitionSlugs);
  }
  const countryId = await ensureCountry(ctx, info.countryCode);
  const row = {
    id,
    code,
    nameIt: info.nameIt,
    nameEn: info.nameEn,
    countryId: countryId!,
    type: info.type,
    pallonecomSlug: slug,
    searchText: normalizeSearch(info.nameIt === info.nameEn ? info.nameIt : `${info.nameIt} ${info.nameEn}`),
  };
  const result = await upsert(
    ctx.db,
    competitions,
    [row],
    {
      target: [competitions.code],
      update: [
        competitions.nameIt,
        competitions.nameEn,
        competitions.countryId,
        competitions.type,
        competitions.searchText,
      ],
      keyOf: (r) => r.code,
    },
    { id: competitions.id },
  );
  ctx.tally.count('competitions', result.counts);
  ctx.lookups.competitions.set(code, id);
  if (existingId === undefined) ctx.lookups.competitionSlugs.add(slug);
  ctx.syncedCompetitions.add(code);
  return { ...info, id };
}
