/** Server configuration from the environment, with the documented defaults (see README.md). */
import { DEFAULT_CACHE_MAX_BYTES } from './plugins/responseCacheStore.ts';
import { DEFAULT_HEADERS_TIMEOUT_MS, DEFAULT_REQUEST_TIMEOUT_MS } from './http/requestTimeouts.ts';

export interface ServerConfig {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  publicApiUser: string;
  publicApiPassword: string;
  /** Seconds a public read may be cached by browsers and CDNs. */
  cacheMaxAgeSeconds: number;
  logLevel: string;
  /** The server's clock: the wall clock, or one started at PALLONE_NOW (an ISO instant) for tests and demos. */
  now: () => Date;
  /** PALLONE_SYNC_SOURCES: URLs or paths of fixtures/results sources, synced every `syncIntervalSeconds`. */
  syncSources: string[];
  /** PALLONE_SYNC_INTERVAL_S (default 900, at least 1). */
  syncIntervalSeconds: number;
  /** FEED_TOKEN: the live feed's Bearer token; unset, POST /api/v1/feed/events answers 404. */
  feedToken: string | undefined;
  /**
   * PALLONE_SITE_ORIGIN (e.g. `https://www.pallone.example`): the origin the feeds and sitemaps link to. Unset, they
   * use the request's Host (development); production mode (NODE_ENV=production) refuses to start without it.
   */
  siteOrigin: string | undefined;
  /** REDIS_URL: with it, data changes and the live stream's log travel through Redis to every process. */
  redisUrl: string | undefined;
  /** PALLONE_LIVE_MAX_CLIENTS (default 20000): live stream connections one process serves; past it, 503. */
  liveMaxClients: number;
  /** PALLONE_CACHE_MAX_BYTES (default 64 MiB): the byte budget of the in-memory response cache. */
  cacheMaxBytes: number;
  /** PALLONE_REQUEST_TIMEOUT_MS (default 60 s): the longest a client may take to send a whole request. */
  requestTimeoutMs: number;
  /** PALLONE_HEADERS_TIMEOUT_MS (default 15 s): the longest a client may take to send a request's headers. */
  headersTimeoutMs: number;
  /**
   * PALLONE_TRUST_PROXY: which proxies' X-Forwarded-For / -Proto to believe (Fastify's trustProxy): addresses or
   * CIDRs, comma-separated (`127.0.0.1,10.0.0.0/8`, or `loopback`), or a number of hops. Unset: none, the client
   * is the peer address. Behind a load balancer, set it: login throttling counts per client address.
   */
  trustProxy: string | number | false;
  /**
   * PALLONE_SAMPLE_CONTENT (`on` | `off`, default on): off hides every sample row of the seed (news, guides,
   * landing pages, authors, bookmakers, bonuses, boosted odds, payment methods, crawl URLs) from every public
   * read, for a real deployment; the back-office still lists them, so staff can replace or delete them.
   */
  sampleContent: boolean;
}

/** Set by `npm start` (src/start.ts) when it, not the operator, chose NODE_ENV=production. */
export const NODE_ENV_DEFAULTED = 'PALLONE_NODE_ENV_DEFAULTED';

/**
 * Production mode is the operator's explicit NODE_ENV=production: the server then refuses to start without an
 * admin and sets Secure cookies. `npm start` defaulting NODE_ENV for React's production build does not count.
 */
export function isProductionMode(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.NODE_ENV === 'production' && env[NODE_ENV_DEFAULTED] !== '1';
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new ConfigError(`PORT must be 0–65535`);
  return {
    port,
    host: env.HOST ?? 'localhost',
    databaseUrl: env.DATABASE_URL,
    publicApiUser: env.PUBLIC_API_USER ?? 'pallone',
    publicApiPassword: env.PUBLIC_API_PASSWORD ?? 'pallone',
    cacheMaxAgeSeconds: Number(env.CACHE_MAX_AGE ?? 60),
    logLevel: env.LOG_LEVEL ?? 'info',
    now: clockFrom(env.PALLONE_NOW),
    syncSources: (env.PALLONE_SYNC_SOURCES ?? '')
      .split(',')
      .map((source) => source.trim())
      .filter(Boolean),
    syncIntervalSeconds: syncInterval(env.PALLONE_SYNC_INTERVAL_S),
    feedToken: env.FEED_TOKEN ? env.FEED_TOKEN : undefined,
    siteOrigin: siteOrigin(env),
    redisUrl: env.REDIS_URL ? env.REDIS_URL : undefined,
    liveMaxClients: liveMaxClients(env.PALLONE_LIVE_MAX_CLIENTS),
    cacheMaxBytes: wholeNumber(env, 'PALLONE_CACHE_MAX_BYTES', DEFAULT_CACHE_MAX_BYTES, 0),
    requestTimeoutMs: wholeNumber(env, 'PALLONE_REQUEST_TIMEOUT_MS', DEFAULT_REQUEST_TIMEOUT_MS, 1),
    headersTimeoutMs: wholeNumber(env, 'PALLONE_HEADERS_TIMEOUT_MS', DEFAULT_HEADERS_TIMEOUT_MS, 1),
    trustProxy: trustProxy(env.PALLONE_TRUST_PROXY),
    sampleContent: onOff(env, 'PALLONE_SAMPLE_CONTENT', true),
  };
}

/** A switch: `on` or `off` (any case, surrounding spaces ignored), or its default when unset or empty. */
function onOff(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const value = env[name]?.trim().toLowerCase();
  if (value === undefined || value === '') return fallback;
  if (value === 'on') return true;
  if (value === 'off') return false;
  throw new ConfigError(`${name} must be on or off, got ${env[name]}`);
}

function trustProxy(value: string | undefined): string | number | false {
  const text = value?.trim();
  if (!text) return false;
  if (/^\d+$/.test(text)) return Number(text);
  if (text === 'true' || text === '*')
    throw new ConfigError(
      'PALLONE_TRUST_PROXY must name the proxies (addresses, CIDRs or a hop count), not all',
    );
  return text;
}

/** A whole-number variable from `min`, or its default when unset. */
function wholeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number): number {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isSafeInteger(number) || number < min)
    throw new ConfigError(`${name} must be a whole number from ${min}, got ${value}`);
  return number;
}

/** PALLONE_SITE_ORIGIN as an origin (`https://host[:port]`); required in production mode (no Host-built links). */
export function siteOrigin(env: NodeJS.ProcessEnv): string | undefined {
  const value = env.PALLONE_SITE_ORIGIN;
  if (value === undefined || value === '') {
    if (isProductionMode(env))
      throw new ConfigError(
        'PALLONE_SITE_ORIGIN must be set with NODE_ENV=production (e.g. https://www.pallone.example): ' +
          'feeds and sitemaps link to it instead of the Host header',
      );
    return undefined;
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`PALLONE_SITE_ORIGIN must be an http(s) origin, got ${value}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new ConfigError(`PALLONE_SITE_ORIGIN must be an http(s) origin, got ${value}`);
  return url.origin;
}

/**
 * PALLONE_NOW=2026-11-22T12:00:00Z starts the server's clock at that instant; it then runs at the normal pace
 * (live clocks keep moving). Unset: the wall clock.
 */
export function clockFrom(start: string | undefined, wall: () => number = Date.now): () => Date {
  if (start === undefined || start === '') return () => new Date(wall());
  const startMs = Date.parse(start);
  if (!Number.isFinite(startMs)) throw new ConfigError(`PALLONE_NOW must be an ISO instant, got ${start}`);
  const offset = startMs - wall();
  return () => new Date(wall() + offset);
}

function liveMaxClients(value: string | undefined): number {
  if (value === undefined || value === '') return 20_000;
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1)
    throw new ConfigError(`PALLONE_LIVE_MAX_CLIENTS must be a whole number from 1, got ${value}`);
  return count;
}

function syncInterval(value: string | undefined): number {
  if (value === undefined || value === '') return 900;
  const seconds = Number(value);
  if (!Number.isInteger(seconds) || seconds < 1)
    throw new ConfigError(`PALLONE_SYNC_INTERVAL_S must be a whole number of seconds from 1, got ${value}`);
  return seconds;
}
