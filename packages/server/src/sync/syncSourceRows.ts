/** The `sync_sources` rows: validators for conditional requests, backoff state and the last outcome. */
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { syncSources } from '../db/liveSchema.ts';

export type SyncSourceRow = typeof syncSources.$inferSelect;

export async function loadSourceRows(db: Db, urls: readonly string[]): Promise<Map<string, SyncSourceRow>> {
  if (urls.length === 0) return new Map();
  const rows = await db
    .select()
    .from(syncSources)
    .where(inArray(syncSources.url, [...urls]));
  return new Map(rows.map((r) => [r.url, r]));
}

export async function saveSourceRow(db: Db, row: SyncSourceRow): Promise<void> {
  const rest: Partial<SyncSourceRow> = { ...row };
  delete rest.url;
  await db.insert(syncSources).values(row).onConflictDoUpdate({ target: syncSources.url, set: rest });
}

export async function listSourceRows(db: Db): Promise<SyncSourceRow[]> {
  return db.select().from(syncSources).orderBy(syncSources.url);
}

/** A source never checked yet: nothing known, nothing failed. */
export function freshSourceRow(url: string, format: string): SyncSourceRow {
  return {
    url,
    format,
    etag: null,
    lastModified: null,
    lastCheckedAt: null,
    lastSuccessAt: null,
    lastErrorAt: null,
    lastError: null,
    rowsChanged: 0,
    failures: 0,
    nextAttemptAt: null,
    contentHash: null,
    enabled: true,
  };
}
