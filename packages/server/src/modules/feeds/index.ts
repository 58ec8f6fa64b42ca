/**
 * Feeds and sitemaps, registered at the site root (outside /api/v1, so the basic-auth check skips them):
 * - `GET /rss/{tutte|generali|pronostici-scommesse}.xml` (`?lang=en` for English): RSS 2.0, SPEC §9;
 * - `GET /sitemap.xml`: sitemap index; `GET /sitemaps/{kind}-{n}.xml`: its children.
 */
import type { FastifyInstance } from 'fastify';
import { rssRoutes } from './rss.ts';
import { sitemapRoutes } from './sitemap.ts';
import type { FeedOptions } from './siteUrl.ts';

export async function feedRoutes(app: FastifyInstance, options: FeedOptions = {}): Promise<void> {
  await app.register(rssRoutes, options);
  await app.register(sitemapRoutes, options);
}
