/** Country rows are created on first use, from the core country table. */
import { canonicalCountryCode, countryInfo } from '@pallone/core';
import { countries } from '../db/schema.ts';
import type { ImportContext } from './context.ts';
import { uniqueSlug } from './phaseSlugs.ts';
import { upsert } from './upsert.ts';

/**
 * Ids of the given codes (keyed upper-cased as given; `KVX` is stored as `KOS`), inserting the missing ones.
 * Empty/null codes are ignored.
 */
export async function ensureCountries(
  ctx: ImportContext,
  codes: Iterable<string | null | undefined>,
): Promise<Map<string, number>> {
  const { lookups } = ctx;
  const wanted = new Map<string, string>();
  for (const code of codes)
    if (code?.trim()) wanted.set(code.trim().toUpperCase(), canonicalCountryCode(code));
  const missing = [...new Set(wanted.values())].filter((code) => !lookups.countries.has(code));
  if (missing.length > 0) {
    const rows = missing.map((code) => {
      const info = countryInfo(code);
      const slug = uniqueSlug(info.slug || code.toLowerCase(), lookups.countrySlugs);
      lookups.countrySlugs.add(slug);
      return {
        code,
        nameIt: info.nameIt,
        nameEn: info.nameEn,
        flagEmoji: info.flagEmoji,
        pallonecomSlug: slug,
      };
    });
    const result = await upsert(
      ctx.db,
      countries,
      rows,
      {
        target: [countries.code],
        update: [countries.nameIt, countries.nameEn, countries.flagEmoji],
        keyOf: (r) => r.code,
      },
      { id: countries.id, code: countries.code },
    );
    ctx.tally.count('countries', result.counts);
    for (const r of result.rows) lookups.countries.set(r.code, r.id);
  }
  return new Map([...wanted].map(([code, canonical]) => [code, lookups.countries.get(canonical)!]));
}

export async function ensureCountry(
  ctx: ImportContext,
  code: string | null | undefined,
): Promise<number | null> {
  if (!code?.trim()) return null;
  const ids = await ensureCountries(ctx, [code]);
  return ids.get(code.trim().toUpperCase()) ?? null;
}
