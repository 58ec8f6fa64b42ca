/**
 * News, guides and landing pages have one row per language; the versions of a story share `translation_key`.
 * Public reads show a story in the request's language where both versions exist, and in its only language
 * otherwise.
 */
import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.ts';
import type { Language } from '../../plugins/language.ts';

export interface TranslatedTable {
  table: PgTable;
  id: PgColumn;
  translationKey: PgColumn;
  language: PgColumn;
  pallonecomSlug: PgColumn;
}

/**
 * Which versions the public may see, for tables where some are hidden (news drafts and scheduled ones): `rows` on
 * the table's own columns, `siblings` on the alias `sibling`. A hidden version never stands in for a visible one.
 */
export interface VersionVisibility {
  rows: SQL;
  siblings: SQL;
}

const siblingCondition = (visible: VersionVisibility | undefined) =>
  visible ? sql` and ${visible.siblings}` : sql``;

/** Rows in `language`, and rows of stories that have no (visible) version in `language`. */
export function inPreferredLanguage(
  t: TranslatedTable,
  language: Language,
  visible?: VersionVisibility,
): SQL {
  return sql`(${t.language} = ${language} or not exists (select 1 from ${t.table} as sibling where sibling.translation_key = ${t.translationKey} and sibling.language = ${language}${siblingCondition(visible)}))`;
}

/** The id of the (visible) version of row `id`'s story in `language`, or `id` itself when there is none. */
export async function preferredVersionId(
  db: Db,
  t: TranslatedTable,
  id: number,
  language: Language,
  visible?: VersionVisibility,
): Promise<number> {
  const [row] = await db
    .select({ id: sql<number>`sibling.id`.mapWith(Number) })
    .from(t.table)
    .innerJoin(
      sql`${t.table} as sibling`,
      sql`sibling.translation_key = ${t.translationKey} and sibling.language = ${language}${siblingCondition(visible)}`,
    )
    .where(and(eq(t.id, id), ne(t.language, language)));
  return row?.id ?? id;
}

/** Every (visible) language version of a story, as `{ language, pallonecomSlug }`, Italian first. */
export async function translationsOf(
  db: Db,
  t: TranslatedTable,
  translationKey: string,
  visible?: VersionVisibility,
): Promise<{ language: Language; pallonecomSlug: string }[]> {
  const rows = await db
    .select({ language: t.language, pallonecomSlug: t.pallonecomSlug })
    .from(t.table)
    .where(and(eq(t.translationKey, translationKey), visible?.rows))
    .orderBy(sql`${t.language} = 'en'`);
  return rows.map((row) => ({
    language: row.language as Language,
    pallonecomSlug: String(row.pallonecomSlug),
  }));
}
