/**
 * Back-office news as a content table (decision 046): the list (every language and status, search in title and
 * slug, a status filter) and the writes. Bodies are sanitized here. The status shown is derived at the app's clock
 * (decision 039): a published row whose date is still ahead is `scheduled`.
 */
import { normalizeSearch } from '@pallone/core';
import { and, eq, gt, lte, type SQL } from 'drizzle-orm';
import { contentTable, type WriteContext } from './contentTable.ts';
import { articleFields, articleValues } from './articleColumns.ts';
import { news } from '../../../db/contentSchema.ts';
import {
  NEWS_BACKOFFICE_SORT,
  type BackofficeNewsPageRequest,
  type BackofficeNewsRow,
  type NewsCreate,
  type NewsStatus,
} from '@pallone/contract';
import type { Writer } from '../../../db/access.ts';
import { completeNewsInput } from '../newsWriteRules.ts';

type NewsRow = typeof news.$inferSelect;

/** draft, scheduled (published, date still ahead at `now`) or published. */
export function newsStatusAt(row: { status: string; publishedAt: Date }, now: Date): NewsStatus {
  if (row.status !== 'published') return 'draft';
  return row.publishedAt.getTime() > now.getTime() ? 'scheduled' : 'published';
}

/** The rows in `status` at `now`: the SQL twin of `newsStatusAt`. */
function inStatus(status: NewsStatus, now: Date): SQL | undefined {
  if (status === 'draft') return eq(news.status, 'draft');
  const when = status === 'scheduled' ? gt(news.publishedAt, now) : lte(news.publishedAt, now);
  return and(eq(news.status, 'published'), when);
}

export function toBackofficeNews(row: NewsRow, now: Date): BackofficeNewsRow {
  return {
    ...articleFields(row),
    status: newsStatusAt(row, now),
    image: row.imagePath ? { path: row.imagePath, sizes: row.imageSizes } : null,
    imageAlt: row.imageAlt,
    imageCaption: row.imageCaption,
    imageCredit: row.imageCredit,
    updatedAt: row.updatedAt.toISOString(),
    authorId: row.authorId,
    articleSection: row.articleSection,
    keywords: row.keywords,
    description: row.description,
    category: row.category,
    matchId: row.matchId,
    competitionId: row.competitionId,
  };
}

/** The columns a write sets, its input completed first (slug, section, image texts: `completeNewsInput`). */
async function newsValues(sent: NewsCreate, now: Date, before: NewsRow | undefined, write: WriteContext) {
  const input = await completeNewsInput(write.tx, sent, { before, hasImage: write.hasImage });
  return {
    ...articleValues(input, before),
    status: input.status,
    authorId: input.authorId ?? null,
    articleSection: input.articleSection.trim(),
    keywords: input.keywords.map((keyword) => keyword.trim()),
    description: input.description.trim(),
    category: input.category,
    matchId: input.matchId ?? null,
    competitionId: input.competitionId ?? null,
    imageAlt: input.imageAlt,
    imageCaption: input.imageCaption,
    imageCredit: input.imageCredit,
    searchText: normalizeSearch(input.title),
    updatedAt: now,
  };
}

export async function findNewsRow(db: Writer, id: number): Promise<NewsRow | undefined> {
  const [row] = await db.select().from(news).where(eq(news.id, id));
  return row;
}

/** The list, record and writes of the news section: the image's path with its widths, the status filter. */
export const newsTable = contentTable<NewsRow, BackofficeNewsRow, NewsCreate>({
  table: news,
  toItem: toBackofficeNews,
  summary: (row) => row.title,
  values: newsValues,
  imageColumns: (image) => ({ imagePath: image?.path ?? null, imageSizes: image?.widths ?? [] }),
  search: [news.title, news.pallonecomSlug],
  sort: NEWS_BACKOFFICE_SORT,
  defaultDirection: 'desc',
  filter: (request, now) => {
    // The route's schema (BackofficeNewsPageRequest) has checked the status.
    const { status } = request as BackofficeNewsPageRequest;
    return status ? inStatus(status, now) : undefined;
  },
});
