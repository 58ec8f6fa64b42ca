/**
 * The public site's origin the feeds and sitemaps link to: the configured one (`PALLONE_SITE_ORIGIN`), else
 * `https://<Host header>` (development). Without a configured origin the answer depends on the visitor's Host, so
 * the response cache keys those routes on the host (`cacheByHost`): one visitor's Host never reaches another's
 * answer. Production mode refuses to start without `PALLONE_SITE_ORIGIN` (config.ts).
 */
import type { FastifyContextConfig, FastifyRequest } from 'fastify';

export interface FeedOptions {
  /** e.g. `https://www.pallone.example`; without it, links use the request's host over https. */
  siteUrl?: string | undefined;
}

export function siteOrigin(request: FastifyRequest, options: FeedOptions): string {
  return (options.siteUrl ?? `https://${request.host}`).replace(/\/+$/, '');
}

/** The route config of a feed: cached for `seconds`, keyed on the host when links are built from it. */
export function feedCacheConfig(options: FeedOptions, seconds: number): FastifyContextConfig {
  return { cacheSeconds: seconds, cacheByHost: !options.siteUrl };
}
