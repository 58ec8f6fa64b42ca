/**
 * Whether the public reads of a database show the seed's sample rows (PALLONE_SAMPLE_CONTENT, decision 018).
 * buildApp records the setting on its database handle; every public content query adds `notSample(db, column)`
 * to its conditions, so one switch covers lists, detail pages, search, feeds and the sitemap. Back-office reads
 * never ask, and so still list the samples for staff to replace or delete.
 */
import { eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database.ts';

const hidingSamples = new WeakSet<Db>();

/** Records the setting for `db`: the last app built on a database handle decides for it. */
export function setSampleContentShown(db: Db, shown: boolean): void {
  if (shown) hidingSamples.delete(db);
  else hidingSamples.add(db);
}

/** `column = false` while samples are hidden on `db` (drizzle's `and` drops the undefined otherwise). */
export function notSample(db: Db, isSampleColumn: PgColumn): SQL | undefined {
  return hidingSamples.has(db) ? eq(isSampleColumn, false) : undefined;
}
