/** The `SET` of an `ON CONFLICT … DO UPDATE` that takes every listed column from the proposed row. */
import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

export function excludedSet<T extends PgTable>(
  table: T,
  keys: readonly (keyof T['_']['columns'] & string)[],
) {
  const columns = getTableColumns(table) as Record<string, { name: string }>;
  return Object.fromEntries(keys.map((key) => [key, sql.raw(`excluded."${columns[key]!.name}"`)])) as Record<
    string,
    SQL
  >;
}
