/**
 * `/sitemap.xml`: a sitemap index of `/sitemaps/{kind}-{n}.xml` children (≤ 50,000 URLs each) listing the fixed
 * pages (`pages-1.xml`: home, news, predictions, statistics, live scores, guides, legal pages) and every public
 * page of news, guides, competitions, teams, players and matches. Outside /api/v1, no credentials.
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { NotFoundError } from '../../http/errors.ts';
import {
  buildSitemapIndex,
  buildUrlSet,
  childSitemapNames,
  MAX_SITEMAP_URLS,
  parseChildSitemapName,
} from '../../content/sitemapXml.ts';
import {
  countSitemapPages,
  listSitemapPaths,
  SITEMAP_KINDS,
  type SitemapKind,
} from './queries/sitemapRows.ts';
import { SITE_PAGES_SITEMAP, STATIC_SITE_PATHS } from './sitePages.ts';
import { feedCacheConfig, siteOrigin, type FeedOptions } from './siteUrl.ts';

const XML = 'application/xml; charset=utf-8';
const isKind = (kind: string): kind is SitemapKind => (SITEMAP_KINDS as readonly string[]).includes(kind);

export async function sitemapRoutes(app: FastifyInstance, options: FeedOptions): Promise<void> {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  typed.get(
    '/sitemap.xml',
    {
      schema: { hide: true, summary: 'Sitemap index', response: { 200: Type.String() } },
      config: feedCacheConfig(options, 3600),
    },
    async (request, reply) => {
      const origin = siteOrigin(request, options);
      const counts = await countSitemapPages(app.db, app.now());
      const names = [
        SITE_PAGES_SITEMAP,
        ...SITEMAP_KINDS.flatMap((kind) => childSitemapNames(kind, counts[kind])),
      ];
      return reply.type(XML).send(buildSitemapIndex(names.map((name) => `${origin}/sitemaps/${name}`)));
    },
  );
  typed.get(
    '/sitemaps/:file',
    {
      schema: {
        hide: true,
        summary: 'One child sitemap: {kind}-{n}.xml',
        params: Type.Object({ file: Type.String({ maxLength: 40 }) }),
        response: { 200: Type.String() },
      },
      config: feedCacheConfig(options, 3600),
    },
    async (request, reply) => {
      const origin = siteOrigin(request, options);
      if (request.params.file === SITE_PAGES_SITEMAP) {
        const pages = STATIC_SITE_PATHS.map((path) => ({ loc: `${origin}${path}`, lastmod: null }));
        return reply.type(XML).send(buildUrlSet(pages));
      }
      const parsed = parseChildSitemapName(request.params.file);
      if (!parsed || !isKind(parsed.kind)) throw new NotFoundError(`Sitemap ${request.params.file}`);
      const entries = await listSitemapPaths(app.db, parsed.kind, parsed.index, MAX_SITEMAP_URLS, app.now());
      if (entries.length === 0) throw new NotFoundError(`Sitemap ${request.params.file}`);
      return reply
        .type(XML)
        .send(
          buildUrlSet(entries.map((entry) => ({ loc: `${origin}${entry.path}`, lastmod: entry.lastmod }))),
        );
    },
  );
}
