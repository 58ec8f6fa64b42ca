/**
 * Batched upsert on a natural key that reports what changed: `ON CONFLICT … DO UPDATE … WHERE (cols) IS
 * DISTINCT FROM (excluded cols)`, so an identical row is neither rewritten nor returned; `xmax = 0` tells an
 * inserted row from an updated one. Rows repeating a key inside one call are merged (the last wins).
 */
import { getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database.ts';
import type { Counts } from './report.ts';

/** The database or a transaction: what the importers write through. */
export type Executor = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export const BATCH_SIZE = 400;

export interface UpsertOptions<TRow> {
  /** The unique columns of the conflict target. */
  target: PgColumn[];
  /** Columns overwritten when the key exists (compared first: unchanged rows are skipped). Empty: insert only. */
  update: PgColumn[];
  /** The key of a row, to merge duplicates before sending. */
  keyOf: (row: TRow) => string;
}

export interface UpsertResult<TReturn> {
  /** Inserted and updated rows (unchanged rows are not returned). */
  rows: TReturn[];
  counts: Counts;
}

function propertyNames(table: PgTable): Map<PgColumn, string> {
  return new Map(Object.entries(getTableColumns(table)).map(([key, column]) => [column as PgColumn, key]));
}

/** The row type of a `returning` selection. */
export type Returned<TSelection> = {
  [K in keyof TSelection]: TSelection[K] extends PgColumn<infer C>
    ? C['notNull'] extends true
      ? C['data']
      : C['data'] | null
    : TSelection[K] extends SQL<infer V>
      ? V
      : never;
};

export async function upsert<
  TRow extends Record<string, unknown>,
  TSelection extends Record<string, PgColumn | SQL>,
>(
  db: Executor,
  table: PgTable,
  input: readonly TRow[],
  options: UpsertOptions<TRow>,
  returning: TSelection,
): Promise<UpsertResult<Returned<TSelection>>> {
  type TReturn = Returned<TSelection>;
  const merged = new Map<string, TRow>();
  for (const row of input) merged.set(options.keyOf(row), row);
  const rows = [...merged.values()];
  const counts: Counts = { inserted: 0, updated: 0, unchanged: 0 };
  const out: TReturn[] = [];
  const names = propertyNames(table);
  const tableName = getTableName(table);
  const excluded = (column: PgColumn) => sql.raw(`excluded."${column.name}"`);
  const existing = (column: PgColumn) => sql.raw(`"${tableName}"."${column.name}"`);
  const select = { ...returning, __inserted: sql<boolean>`(xmax = 0)` } as Record<string, PgColumn | SQL>;

  for (let start = 0; start < rows.length; start += BATCH_SIZE) {
    const chunk = rows.slice(start, start + BATCH_SIZE);
    const insert = db.insert(table).values(chunk as never);
    const query =
      options.update.length === 0
        ? insert.onConflictDoNothing({ target: options.target })
        : insert.onConflictDoUpdate({
            target: options.target,
            set: Object.fromEntries(options.update.map((c) => [names.get(c)!, excluded(c)])),
            setWhere: sql`(${sql.join(options.update.map(existing), sql`, `)}) IS DISTINCT FROM (${sql.join(
              options.update.map(excluded),
              sql`, `,
            )})`,
          });
    const result = (await query.returning(select as never)) as unknown as (TReturn & {
      __inserted: boolean;
    })[];
    for (const { __inserted, ...row } of result) {
      if (__inserted) counts.inserted += 1;
      else counts.updated += 1;
      out.push(row as unknown as TReturn);
    }
    counts.unchanged += chunk.length - result.length;
  }
  return { rows: out, counts };
}
