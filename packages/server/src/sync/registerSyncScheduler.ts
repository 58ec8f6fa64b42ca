/** Starts the scheduled sync when the app is ready (if sources are configured) and stops it when it closes. */
import type { FastifyInstance } from 'fastify';
import { startSyncScheduler, type SyncScheduler } from './syncScheduler.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The running scheduler, or null when no source is configured or scheduling is off. */
    syncScheduler: SyncScheduler | null;
  }
}

export function registerSyncScheduler(
  app: FastifyInstance,
  sync:
    | { sources: readonly string[]; intervalSeconds: number; schedule?: boolean; fetchFn?: typeof fetch }
    | undefined,
): void {
  app.decorate('syncScheduler', null);
  if (!sync || sync.sources.length === 0 || sync.schedule === false) return;
  app.addHook('onReady', async () => {
    app.syncScheduler = startSyncScheduler(app, sync.sources, {
      intervalMs: sync.intervalSeconds * 1000,
      fetchFn: sync.fetchFn,
    });
  });
  app.addHook('onClose', async () => {
    await app.syncScheduler?.stop();
  });
}
