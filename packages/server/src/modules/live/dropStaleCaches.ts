/**
 * What a process does on every data change (its own or another's, through the bus): drop each cache that may
 * hold an answer the change made stale. The HTTP response cache, the standings memo, the prediction fits and
 * prediction list pages are cleared whole (their keys do not say which matches an answer read); the search index is rebuilt
 * unless the live feed made the change (`SearchIndexHolder`); the next scheduled publication is read again (it caps
 * every cached answer's lifetime, decision 039); the site server's API cache listens to core's
 * `announceDataChanged` in the same process.
 */
import type { FastifyInstance } from 'fastify';
import { announceDataChanged } from '@pallone/core';
import { clearStandingsMemo } from '../standings/queries/cache.ts';
import { fitCacheOf } from '../predictions/service/fittedModels.ts';
import { predictionPageCacheOf } from '../predictions/service/predictionPageCache.ts';
import type { DataChange } from './dataChange.ts';

export function dropStaleCaches(app: FastifyInstance, change: DataChange): void {
  app.responseCache.clear();
  clearStandingsMemo(app.db);
  fitCacheOf(app.db).clear();
  predictionPageCacheOf(app.db).clear();
  app.searchIndex.changed(change);
  // The change may have scheduled, moved or withdrawn the next publication (decision 039).
  void app.publicationSchedule.refresh();
  announceDataChanged();
}
