/**
 * The public pages the sitemap lists, by kind: how many of each, and one chunk of their site paths in a stable
 * order (by id), so the child sitemaps never overlap.
 */
import { and, asc, count, eq, lte, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/database.ts';
import { notSample } from '../../../content/sampleVisibility.ts';
import { guides, news } from '../../../db/contentSchema.ts';
import { competitions, matches, players, teams } from '../../../db/schema.ts';

export const SITEMAP_KINDS = ['news', 'guides', 'competitions', 'teams', 'players', 'matches'] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];

interface KindSource {
  table: PgTable;
  id: PgColumn;
  slug: PgColumn;
  /** The site path of a slug (SPEC §2 route shapes). */
  path: (slug: string) => string;
  lastmod?: PgColumn;
  /** Listed once this instant is reached (the app's clock). */
  published?: PgColumn;
  /** The `status` of news: only `published` rows are listed (drafts never). */
  status?: PgColumn;
  /** The `is_sample` column of content tables (hidden with PALLONE_SAMPLE_CONTENT=off). */
  isSample?: PgColumn;
}

const SOURCES: Record<SitemapKind, KindSource> = {
  news: {
    table: news,
    id: news.id,
    slug: news.pallonecomSlug,
    path: (slug) => `/news/${slug}`,
    lastmod: news.updatedAt,
    published: news.publishedAt,
    status: news.status,
    isSample: news.isSample,
  },
  guides: {
    table: guides,
    id: guides.id,
    slug: guides.pallonecomSlug,
    path: (slug) => `/scommesse/guide/${slug}`,
    published: guides.publishedAt,
    isSample: guides.isSample,
  },
  competitions: {
    table: competitions,
    id: competitions.id,
    slug: competitions.pallonecomSlug,
    path: (slug) => `/campionato/${slug}`,
  },
  teams: { table: teams, id: teams.id, slug: teams.pallonecomSlug, path: (slug) => `/squadre/${slug}` },
  players: {
    table: players,
    id: players.id,
    slug: players.pallonecomSlug,
    path: (slug) => `/giocatori/${slug}`,
  },
  matches: {
    table: matches,
    id: matches.id,
    slug: matches.pallonecomSlug,
    path: (slug) => `/partite/${slug}/statistiche`,
  },
};

const visible = (db: Db, source: KindSource, now: Date) =>
  and(
    source.status ? eq(source.status, 'published') : undefined,
    source.published ? lte(source.published, now) : undefined,
    source.isSample ? notSample(db, source.isSample) : undefined,
  );

export async function countSitemapPages(db: Db, now: Date): Promise<Record<SitemapKind, number>> {
  const counts = await Promise.all(
    SITEMAP_KINDS.map(async (kind) => {
      const source = SOURCES[kind];
      const [row] = await db
        .select({ total: count() })
        .from(source.table)
        .where(visible(db, source, now));
      return [kind, row?.total ?? 0] as const;
    }),
  );
  return Object.fromEntries(counts) as Record<SitemapKind, number>;
}

export interface SitemapEntry {
  path: string;
  lastmod: Date | null;
}

/** Chunk `index` (0-based) of `size` paths of one kind. */
export async function listSitemapPaths(
  db: Db,
  kind: SitemapKind,
  index: number,
  size: number,
  now: Date,
): Promise<SitemapEntry[]> {
  const source = SOURCES[kind];
  const rows = await db
    .select({ slug: source.slug, lastmod: source.lastmod ?? sql<null>`null` })
    .from(source.table)
    .where(visible(db, source, now))
    .orderBy(asc(source.id))
    .limit(size)
    .offset(index * size);
  return rows.map((row) => ({
    path: source.path(String(row.slug)),
    lastmod: row.lastmod instanceof Date ? row.lastmod : null,
  }));
}
