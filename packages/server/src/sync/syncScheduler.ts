/**
 * Runs a sync pass over the configured sources every `intervalMs` (PALLONE_SYNC_INTERVAL_S), one pass at a time,
 * and announces each change through `app.dataChanged` so every cache drops the old answers. A failing pass is
 * logged and the schedule goes on; `stop()` waits for a pass in progress.
 */
import type { FastifyInstance } from 'fastify';
import { runSyncPass, type SyncPassResult } from './syncPass.ts';

export interface SyncScheduler {
  /** Runs a pass over every source now, due or not (or waits for the pass in progress), and returns it. */
  runNow(): Promise<SyncPassResult | null>;
  stop(): Promise<void>;
}

export function startSyncScheduler(
  app: FastifyInstance,
  urls: readonly string[],
  options: { intervalMs: number; timeoutMs?: number; fetchFn?: typeof fetch },
): SyncScheduler {
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<SyncPassResult | null> | null = null;

  const pass = async (force: boolean): Promise<SyncPassResult | null> => {
    try {
      const result = await runSyncPass(app.db, urls, {
        now: app.now,
        intervalMs: options.intervalMs,
        force,
        timeoutMs: options.timeoutMs ?? Math.min(30_000, Math.max(1_000, options.intervalMs)),
        fetchFn: options.fetchFn,
        log: (level, message) => app.log[level](message),
      });
      if (result.change) await app.dataChanged(result.change);
      return result;
    } catch (error) {
      app.log.error({ err: error }, 'sync pass failed');
      return null;
    }
  };

  const run = (force: boolean) => {
    running ??= pass(force).finally(() => {
      running = null;
    });
    return running;
  };

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      void run(false).finally(schedule);
    }, options.intervalMs);
    timer.unref();
  };

  void run(false).finally(schedule);
  return {
    runNow: () => run(true),
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
