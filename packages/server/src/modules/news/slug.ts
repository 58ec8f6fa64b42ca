/**
 * News slugs (decision 049): made from the title with core's `slugify` when the editor gives none, and unique —
 * a taken slug gets the first free `-2`, `-3`… suffix. An article keeps its slug when its title changes.
 */
import { slugify } from '@pallone/core';
import { and, ne, or, eq, like } from 'drizzle-orm';
import type { Reader } from '../../db/access.ts';
import { news } from '../../db/contentSchema.ts';

/** Slugs stay well under the contract's 200 characters, leaving room for a suffix. */
const SLUG_MAX = 120;

/** The slug a title makes, or `articolo` when it has no letter or digit to keep. */
export function slugOfTitle(title: string): string {
  return slugify(title, SLUG_MAX) || 'articolo';
}

/** `base`, or `base-N` with the smallest N ≥ 2 no other article (than `exceptId`) uses. */
export async function freeNewsSlug(db: Reader, base: string, exceptId?: number): Promise<string> {
  const rows = await db
    .select({ slug: news.pallonecomSlug })
    .from(news)
    .where(
      and(
        or(eq(news.pallonecomSlug, base), like(news.pallonecomSlug, `${base}-%`)),
        exceptId === undefined ? undefined : ne(news.id, exceptId),
      ),
    );
  const taken = new Set(rows.map((row) => row.slug));
  if (!taken.has(base)) return base;
  let suffix = 2;
  while (taken.has(`${base}-${suffix}`)) suffix++;
  return `${base}-${suffix}`;
}
