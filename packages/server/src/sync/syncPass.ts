/**
 * One pass over the configured sources: for each source that is due (or every one when forced), fetch it
 * conditionally, parse it and apply it in one transaction, then record the outcome in `sync_sources`. A source
 * that fails (network, HTTP error, malformed file) is logged with the reason, leaves the stored data as it was,
 * and waits longer before its next attempt; the others go on. Returns what changed, for the caches to drop.
 */
import { createHash } from 'node:crypto';
import type { Db } from '../db/database.ts';
import { transaction } from '../db/transaction.ts';
import type { DataChange } from '../modules/live/dataChange.ts';
import { applyFootballData } from './applyFootballData.ts';
import { applyOpenfootball } from './applyOpenfootball.ts';
import { nextAttemptDelayMs } from './backoff.ts';
import { fetchSource } from './fetchSource.ts';
import { parseFootballDataCsv } from './footballDataCsv.ts';
import { readOpenfootballFile } from './openfootballFile.ts';
import { sourceKind, type SourceKind } from './sourceKind.ts';
import { freshSourceRow, loadSourceRows, saveSourceRow, type SyncSourceRow } from './syncSourceRows.ts';
import type { SyncOutcome } from './syncOutcome.ts';

export interface SyncPassOptions {
  now: () => Date;
  /** The scheduler's interval: a successful source is next due after it. */
  intervalMs: number;
  timeoutMs?: number;
  /** Ignore backoff and due times (the hand-run `npm run sync`). */
  force?: boolean;
  fetchFn?: typeof fetch;
  log?: (level: 'info' | 'warn', message: string) => void;
}

export type SourceResultStatus = 'changed' | 'unchanged' | 'notModified' | 'failed' | 'waiting';

export interface SourceResult {
  url: string;
  status: SourceResultStatus;
  rowsChanged: number;
  error: string | null;
  rejected: SyncOutcome['rejected'];
}

export interface SyncPassResult {
  sources: SourceResult[];
  /** Null when nothing changed. */
  change: DataChange | null;
}

async function applyBody(db: Db, url: string, kind: SourceKind, body: string): Promise<SyncOutcome> {
  if (kind.format === 'openfootball') {
    const file = readOpenfootballFile(body);
    return transaction(db, (tx) => applyOpenfootball(tx, file, kind.code, kind.season, url));
  }
  const { rows, rejected } = parseFootballDataCsv(body);
  if (rows.length === 0 && rejected.length > 0)
    throw new Error(
      `no usable row (${rejected.length} rejected, first: line ${rejected[0]!.line}: ${rejected[0]!.reason})`,
    );
  const applied = await transaction(db, (tx) => applyFootballData(tx, rows, kind.season));
  return { ...applied, rows: rows.length + rejected.length, rejected: [...rejected, ...applied.rejected] };
}

async function syncOne(db: Db, url: string, stored: SyncSourceRow | undefined, options: SyncPassOptions) {
  const now = options.now();
  let kind: SourceKind | null = null;
  try {
    kind = sourceKind(url);
  } catch {
    // recorded as a failure below
  }
  const row = stored ? { ...stored } : freshSourceRow(url, kind?.format ?? 'unknown');
  if (!options.force && row.nextAttemptAt && row.nextAttemptAt.getTime() > now.getTime())
    return {
      result: { url, status: 'waiting' as const, rowsChanged: 0, error: null, rejected: [] },
      outcome: null,
    };
  row.lastCheckedAt = now;
  try {
    if (!kind) kind = sourceKind(url);
    row.format = kind.format;
    const fetched = await fetchSource(url, row, {
      timeoutMs: options.timeoutMs ?? 30_000,
      fetchFn: options.fetchFn,
    });
    let status: SourceResultStatus = 'notModified';
    let outcome: SyncOutcome | null = null;
    if (fetched.modified) {
      const hash = createHash('sha256').update(fetched.body).digest('hex');
      if (hash === row.contentHash) status = 'unchanged';
      else {
        outcome = await applyBody(db, url, kind, fetched.body);
        status = outcome.changed > 0 ? 'changed' : 'unchanged';
        row.contentHash = hash;
      }
      row.etag = fetched.etag;
      row.lastModified = fetched.lastModified;
    }
    row.lastSuccessAt = options.now();
    row.rowsChanged = outcome?.changed ?? 0;
    row.failures = 0;
    row.nextAttemptAt = new Date(now.getTime() + options.intervalMs);
    const rejected = outcome?.rejected ?? [];
    if (rejected.length > 0) {
      row.lastErrorAt = options.now();
      row.lastError = `${rejected.length} rows rejected; first: line ${rejected[0]!.line}: ${rejected[0]!.reason}`;
      options.log?.('warn', `sync ${url}: ${row.lastError}`);
    }
    await saveSourceRow(db, row);
    options.log?.('info', `sync ${url}: ${status}, ${row.rowsChanged} rows changed`);
    return { result: { url, status, rowsChanged: row.rowsChanged, error: null, rejected }, outcome };
  } catch (error) {
    const reason =
      error instanceof Error
        ? `${error.name === 'Error' ? '' : `${error.name}: `}${error.message}`
        : String(error);
    row.failures += 1;
    row.lastErrorAt = options.now();
    row.lastError = reason;
    row.nextAttemptAt = new Date(now.getTime() + nextAttemptDelayMs(options.intervalMs, row.failures));
    await saveSourceRow(db, row).catch(() => undefined);
    options.log?.(
      'warn',
      `sync ${url} failed (attempt ${row.failures}, next at ${row.nextAttemptAt.toISOString()}): ${reason}`,
    );
    return {
      result: { url, status: 'failed' as const, rowsChanged: 0, error: reason, rejected: [] },
      outcome: null,
    };
  }
}

export async function runSyncPass(
  db: Db,
  urls: readonly string[],
  options: SyncPassOptions,
): Promise<SyncPassResult> {
  const stored = await loadSourceRows(db, urls);
  const sources: SourceResult[] = [];
  const matchIds = new Set<number>();
  const competitionSeasonIds = new Set<number>();
  for (const url of urls) {
    const { result, outcome } = await syncOne(db, url, stored.get(url), options);
    sources.push(result);
    for (const id of outcome?.matchIds ?? []) matchIds.add(id);
    for (const id of outcome?.competitionSeasonIds ?? []) competitionSeasonIds.add(id);
  }
  const changed = sources.some((s) => s.status === 'changed');
  return {
    sources,
    change: changed
      ? { reason: 'sync', matchIds: [...matchIds], competitionSeasonIds: [...competitionSeasonIds] }
      : null,
  };
}
