/**
 * One process's in-memory search index (decision 032): built from the database on the first search, kept until
 * a data change that can touch what it holds (import, sync, back-office writes, a Redis reconnect — every change
 * but the live feed's, which writes match states only), then built again at once (if it was ever used) so the
 * next search finds it ready or nearly so. Searches that arrive during a build wait for it: an answer never
 * comes from data older than the last change heard. Each app holds its own (`app.searchIndex`), and every process
 * hears every change on the data-change bus (`dropStaleCaches`), so with REDIS_URL a write in one process
 * rebuilds the others' indexes too.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import type { DataChange } from '../modules/live/dataChange.ts';
import { loadSearchRows } from './loadSearchIndex.ts';
import { SearchIndex } from './searchIndex.ts';

declare module 'fastify' {
  interface FastifyInstance {
    searchIndex: SearchIndexHolder;
  }
}

/** Changes that leave every name, alias, current team and match kick-off as it was. */
const UNTOUCHED_BY = new Set(['feed']);

export class SearchIndexHolder {
  private version = 0;
  private built: { version: number; index: Promise<SearchIndex> } | undefined;

  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  /** The index of the data as of the last change that touched it. */
  current(): Promise<SearchIndex> {
    if (this.built?.version !== this.version) {
      const index = loadSearchRows(this.db).then((rows) => new SearchIndex(rows));
      const built = { version: this.version, index };
      this.built = built;
      // A failed build is not kept: the next search tries again.
      index.catch(() => {
        if (this.built === built) this.built = undefined;
      });
    }
    return this.built!.index;
  }

  /** Rebuilds the index if the change may have touched what it holds. */
  changed(change: DataChange): void {
    if (UNTOUCHED_BY.has(change.reason)) return;
    this.version++;
    if (this.built) void this.current().catch(() => undefined);
  }
}

export function registerSearchIndex(app: FastifyInstance): void {
  app.decorate('searchIndex', new SearchIndexHolder(app.db));
}
