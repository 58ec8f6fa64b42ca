/**
 * Sets up the live stream of an app (decision 016): the live log (a Redis Stream with `redisUrl`, else in
 * process), the recorder that turns each announced data change into messages, and the hub that serves this
 * process's stream clients. Closing the app (SIGTERM) ends every stream before the server stops listening.
 */
import type { FastifyInstance } from 'fastify';
import type { DataChange } from './dataChange.ts';
import { InProcessLiveLog } from './inProcessLiveLog.ts';
import { LiveHub, type LiveHubOptions } from './liveHub.ts';
import type { LiveLog } from './liveLog.ts';
import { createLiveRecorder, type LiveRecorder } from './liveRecorder.ts';
import { createRedisLiveLog } from './redisLiveLog.ts';

export interface LiveStreamOptions extends Partial<LiveHubOptions> {
  /** The log to use (tests share one); default: a Redis Stream with `redisUrl`, else in process. */
  log?: LiveLog;
  redisUrl?: string | undefined;
}

export interface LiveStream {
  hub: LiveHub;
  recorder: LiveRecorder;
  log: LiveLog;
}

declare module 'fastify' {
  interface FastifyInstance {
    liveStream: LiveStream;
  }
}

export const LIVE_DEFAULTS: LiveHubOptions = {
  maxClients: 20_000,
  maxBacklogBytes: 256 * 1024,
  heartbeatMs: 15_000,
};

export async function registerLiveStream(
  app: FastifyInstance,
  options: LiveStreamOptions = {},
): Promise<(change: DataChange) => Promise<void>> {
  const log =
    options.log ?? (options.redisUrl ? await createRedisLiveLog(options.redisUrl) : new InProcessLiveLog());
  const hub = new LiveHub(
    { db: app.db, log, now: () => app.now() },
    {
      maxClients: options.maxClients ?? LIVE_DEFAULTS.maxClients,
      maxBacklogBytes: options.maxBacklogBytes ?? LIVE_DEFAULTS.maxBacklogBytes,
      heartbeatMs: options.heartbeatMs ?? LIVE_DEFAULTS.heartbeatMs,
    },
  );
  const recorder = createLiveRecorder({ db: app.db, log, now: () => app.now(), logger: app.log });
  app.decorate('liveStream', { hub, recorder, log });
  app.addHook('preClose', async () => {
    await recorder.idle();
    await hub.close();
  });
  return (change) => recorder.record(change);
}
