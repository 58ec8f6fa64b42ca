/**
 * Builds the Fastify application: external plugins (OpenAPI, auth, language, caching, errors), then the
 * API routes under /api/v1 by folder. Tests build it with `buildApp` and use `app.inject`.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import scalar from '@scalar/fastify-api-reference';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { setSampleContentShown } from './content/sampleVisibility.ts';
import type { Db } from './db/database.ts';
import type { ServerConfig } from './config.ts';
import { registerErrorHandler } from './plugins/errorHandler.ts';
import { registerInputGuards } from './plugins/inputGuards.ts';
import { registerCors } from './plugins/cors.ts';
import { registerSecurityHeaders } from './plugins/securityHeaders.ts';
import { canonicalBasicAuth, registerPublicAuth } from './plugins/publicAuth.ts';
import { registerLanguage } from './plugins/language.ts';
import { registerResponseCache } from './plugins/responseCache.ts';
import { DEFAULT_CACHE_MAX_BYTES } from './plugins/responseCacheStore.ts';
import { requestTimeouts } from './http/requestTimeouts.ts';
import type { DataChange } from './modules/live/dataChange.ts';
import { InProcessBus, type DataChangeBus } from './modules/live/dataChangeBus.ts';
import { dropStaleCaches } from './modules/live/dropStaleCaches.ts';
import { registerLiveStream, type LiveStreamOptions } from './modules/live/registerLiveStream.ts';
import { apiRoutes } from './modules/index.ts';
import { syncRoutes } from './modules/sync/index.ts';
import { registerSyncScheduler } from './sync/registerSyncScheduler.ts';
import { registerSearchIndex } from './search/searchIndexHolder.ts';
import { registerPublicationSchedule } from './content/publicationSchedule.ts';
import { embedRoutes } from './modules/embed/index.ts';
import { feedRoutes } from './modules/feeds/index.ts';
import { healthRoutes } from './modules/health.ts';
import { registerSite } from './site/registerSite.ts';
import { registerStaffAuth } from './modules/auth/staffAuth.ts';
import { registerLoginGuard, type LoginGuardOptions } from './modules/auth/loginGuardRegister.ts';
import { generateSecret } from './modules/auth/jwtSecret.ts';
import { registerUploads } from './uploads/registerUploads.ts';
import { defaultUploadsDir } from './uploads/uploadsDir.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    /** The server's clock: every "now" of a request comes from here, so tests can fix it. */
    now: () => Date;
    /**
     * Announces a committed data change to every process (the bus), whose caches then drop stale answers.
     * Call it after the transaction that wrote the change.
     */
    dataChanged: (change: DataChange) => Promise<void>;
    dataChanges: DataChangeBus;
  }
}

export const API_PREFIX = '/api/v1';
const OPEN_PATHS = [`${API_PREFIX}/openapi.json`, `${API_PREFIX}/docs`];

export interface BuildAppOptions {
  db: Db;
  config: Pick<ServerConfig, 'publicApiUser' | 'publicApiPassword' | 'cacheMaxAgeSeconds'> &
    Partial<
      Pick<
        ServerConfig,
        | 'logLevel'
        | 'feedToken'
        | 'siteOrigin'
        | 'cacheMaxBytes'
        | 'requestTimeoutMs'
        | 'headersTimeoutMs'
        | 'trustProxy'
        | 'sampleContent'
      >
    > &
    Partial<Pick<ServerConfig, 'redisUrl' | 'liveMaxClients'>>;
  logger?: boolean;
  /** Back-office: JWT secret (default: a fresh one in memory), uploads folder, Secure cookies (production). */
  backoffice?: { jwtSecret?: Uint8Array; uploadsDir?: string; secureCookies?: boolean };
  /** The clock (default: the wall clock); tests inject a fixed or moving one. */
  now?: () => Date;
  /** Where data changes travel (default: this process only); the app closes it when it closes. */
  bus?: DataChangeBus;
  /** Scheduled sync: the sources and interval; `schedule: false` registers the status route only (tests). */
  sync?: { sources: readonly string[]; intervalSeconds: number; schedule?: boolean; fetchFn?: typeof fetch };
  /** The live stream: its log (default: Redis with config.redisUrl, else in process), caps and heartbeat. */
  live?: LiveStreamOptions;
  /** Login throttling: the counter (default: the database; Redis when REDIS_URL is set) and the slow-down wait. */
  loginGuard?: LoginGuardOptions;
}

/** PALLONE_TRUST_PROXY as Fastify takes it: the named proxies, or a hop count as a function of the hop. */
function trustedProxies(trust: ServerConfig['trustProxy'] | undefined) {
  if (!trust) return {};
  return { trustProxy: typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust };
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ? { level: options.config.logLevel ?? 'info' } : false,
    ajv: { customOptions: { coerceTypes: true, removeAdditional: false, allErrors: false } },
    routerOptions: { ignoreTrailingSlash: true },
    // Behind a load balancer: believe X-Forwarded-For from the configured proxies only (PALLONE_TRUST_PROXY).
    ...trustedProxies(options.config.trustProxy),
    // Bounds on RECEIVING a request (headers, then the whole request), not on sending the answer (streams).
    ...requestTimeouts(options.config),
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.decorate('db', options.db);
  setSampleContentShown(options.db, options.config.sampleContent ?? true);
  app.decorate('now', options.now ?? (() => new Date()));
  const bus = options.bus ?? new InProcessBus();
  app.decorate('dataChanges', bus);
  // Teams, players and competitions are searched in memory (decision 032); data changes rebuild the index.
  registerSearchIndex(app);
  // The live stream's messages are built once, by the process that announces the change (decision 016).
  const recordLive = await registerLiveStream(app, {
    redisUrl: options.config.redisUrl,
    maxClients: options.config.liveMaxClients,
    ...options.live,
  });
  app.decorate('dataChanged', async (change: DataChange) => {
    await bus.publish(change);
    await recordLive(change);
  });
  registerErrorHandler(app);
  registerInputGuards(app);
  // CSP with a per-request nonce, no framing, nosniff, Referrer-Policy; HSTS in production (decision 015).
  await registerSecurityHeaders(app, {
    https: options.backoffice?.secureCookies ?? false,
    docsPrefix: `${API_PREFIX}/docs`,
    apiPrefix: API_PREFIX,
  });
  registerCors(app, { prefix: API_PREFIX });
  const publicCredentials = {
    user: options.config.publicApiUser,
    password: options.config.publicApiPassword,
  };
  registerPublicAuth(app, publicCredentials, { prefix: API_PREFIX, openPaths: OPEN_PATHS });
  registerLanguage(app);
  // No cached answer outlives the next scheduled publication (decision 039).
  registerPublicationSchedule(app);
  registerResponseCache(app, {
    defaultSeconds: options.config.cacheMaxAgeSeconds,
    lifetimeCap: (nowMs) => app.publicationSchedule.secondsLeft(nowMs),
    maxBytes: options.config.cacheMaxBytes ?? DEFAULT_CACHE_MAX_BYTES,
    beforeRouting: { prefix: API_PREFIX, authorization: canonicalBasicAuth(publicCredentials) },
  });
  const unsubscribe = bus.subscribe((change) => dropStaleCaches(app, change));
  app.addHook('onClose', async () => {
    unsubscribe();
    await bus.close();
  });
  registerLoginGuard(app, options.loginGuard);
  await registerStaffAuth(app, {
    secret: options.backoffice?.jwtSecret ?? generateSecret(),
    secureCookies: options.backoffice?.secureCookies ?? false,
  });
  await registerUploads(app, options.backoffice?.uploadsDir ?? defaultUploadsDir());

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Pallone API',
        version: '1.0.0',
        description:
          'Tutti i numeri del Pallone. Public reads need the shared basic-auth credentials; ' +
          'Accept-Language: it|en picks localized names.',
      },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: {
          publicBasic: { type: 'http', scheme: 'basic' },
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          feedToken: { type: 'http', scheme: 'bearer', description: 'The live feed token (env FEED_TOKEN)' },
        },
      },
      security: [{ publicBasic: [] }],
    },
  });
  await app.register(apiRoutes, { prefix: API_PREFIX, feedToken: options.config.feedToken });
  await app.register(syncRoutes, {
    prefix: API_PREFIX,
    sources: options.sync?.sources ?? [],
    intervalSeconds: options.sync?.intervalSeconds ?? null,
  });
  registerSyncScheduler(app, options.sync);
  await app.register(embedRoutes);
  // Feeds and sitemaps link to PALLONE_SITE_ORIGIN; unset (development), to the Host, cached per host.
  await app.register(feedRoutes, { siteUrl: options.config.siteOrigin });
  // /healthz and /readyz: outside /api/v1, so outside the public basic auth (see registerPublicAuth above).
  await app.register(healthRoutes);
  app.get(`${API_PREFIX}/openapi.json`, { schema: { hide: true } }, async () => app.swagger());
  await app.register(scalar, {
    routePrefix: `${API_PREFIX}/docs`,
    configuration: { url: `${API_PREFIX}/openapi.json` },
  });
  await registerSite(app);
  return app;
}
