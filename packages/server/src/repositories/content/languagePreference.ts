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

/** Rows in `language`, and rows of stories that have no version in `language`. */
export function inPreferredLanguage(t: TranslatedTable, language: Language): SQL {
  return sql`(${t.language} = ${language} or not exists (select 1 from ${t.table} as sibling where sibling.translation_key = ${t.translationKey} and sibling.language = ${language}))`;
}

/** The id of the version of row `id`'s story in `language`, or `id` itself when there is none. */
export async function preferredVersionId(
  db: Db,
  t: TranslatedTable,
  id: number,
  language: Language,
): Promise<number> {
  const [row] = await db
    .select({ id: sql<number>`sibling.id`.mapWith(Number) })
    .from(t.table)
    .innerJoin(
      sql`${t.table} as sibling`,
      sql`sibling.translation_key = ${t.translationKey} and sibling.language = ${language}`,
    )
    .where(and(eq(t.id, id), ne(t.language, language)));
  return row?.id ?? id;
}

/** Every language version of a story, as `{ language, pallonecomSlug }`, Italian first. */
export async function translationsOf(
  db: Db,
  t: TranslatedTable,
  translationKey: string,
): Promise<{ language: Language; pallonecomSlug: string }[]> {
  const rows = await db
    .select({ language: t.language, pallonecomSlug: t.pallonecomSlug })
    .from(t.table)
    .where(eq(t.translationKey, translationKey))
    .orderBy(sql`${t.language} = 'en'`);
  return rows.map((row) => ({
    language: row.language as Language,
    pallonecomSlug: String(row.pallonecomSlug),
  }));
}
