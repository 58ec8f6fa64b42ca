/**
 * RSS 2.0 news feeds (SPEC §9), outside /api/v1 and without credentials: `/rss/tutte.xml`, `/rss/generali.xml`,
 * `/rss/pronostici-scommesse.xml`. Italian by default (`?lang=en` for the English versions), latest 50 items.
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { RSS_FEED_LABELS, RSS_FEED_TYPES } from '@pallone/core';
import { buildRss } from '../../content/rssFeed.ts';
import { listFeedNews } from './queries/feedNews.ts';
import type { NewsCategory } from '@pallone/contract';
import { feedCacheConfig, siteOrigin, type FeedOptions } from './siteUrl.ts';

export const FEED_ITEMS = 50;

const FeedQuery = Type.Object({ lang: Type.Optional(Type.Enum(['it', 'en'])) });

export async function rssRoutes(app: FastifyInstance, options: FeedOptions): Promise<void> {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  for (const type of RSS_FEED_TYPES) {
    typed.get(
      `/rss/${type}.xml`,
      {
        schema: {
          hide: true,
          summary: `RSS 2.0 feed "${RSS_FEED_LABELS[type]}"`,
          querystring: FeedQuery,
          response: { 200: Type.String({ description: 'RSS 2.0 XML' }) },
        },
        config: feedCacheConfig(options, 600),
      },
      async (request, reply) => {
        const language = request.query.lang ?? 'it';
        const category: NewsCategory | undefined = type === 'tutte' ? undefined : type;
        const origin = siteOrigin(request, options);
        const items = await listFeedNews(app.db, language, category, FEED_ITEMS, app.now());
        const label = RSS_FEED_LABELS[type];
        const xml = buildRss(
          {
            title: `Pallone – News: ${label}`,
            link: `${origin}/news`,
            selfUrl: `${origin}/rss/${type}.xml${request.query.lang ? `?lang=${language}` : ''}`,
            description:
              language === 'it'
                ? `Tutti i numeri del Pallone – ${label}`
                : `All the numbers of Pallone – ${label}`,
            language: language === 'it' ? 'it-IT' : 'en-GB',
          },
          items.map((item) => ({
            title: item.title,
            link: `${origin}/news/${item.pallonecomSlug}`,
            description: item.description,
            category: RSS_FEED_LABELS[item.category],
            publishedAt: item.publishedAt,
          })),
        );
        return reply.type('application/rss+xml; charset=utf-8').send(xml);
      },
    );
  }
}
