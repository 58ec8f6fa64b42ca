/** Back-office guides: every language and date, search in title and slug; bodies sanitized on write. */
import { randomUUID } from 'node:crypto';
import { normalizeSearch } from '@pallone/core';
import type { BackofficeGuideRow, GuideCreate } from '@pallone/contract';
import { guides } from '../../../db/contentSchema.ts';
import { sanitizeBody } from '../../../content/sanitizeBody.ts';
import { contentTable } from './contentTable.ts';

type GuideRow = typeof guides.$inferSelect;

function toBackofficeGuide(row: GuideRow): BackofficeGuideRow {
  return {
    id: row.id,
    translationKey: row.translationKey,
    language: row.language,
    pallonecomSlug: row.pallonecomSlug,
    title: row.title,
    description: row.description,
    image: row.imagePath ? { path: row.imagePath } : null,
    keywords: row.keywords,
    body: row.body,
    authorId: row.authorId,
    publishedAt: row.publishedAt.toISOString(),
    sortOrder: row.sortOrder,
    isSample: row.isSample,
  };
}

export const guideTable = contentTable<GuideRow, BackofficeGuideRow, GuideCreate>({
  table: guides,
  id: guides.id,
  toItem: toBackofficeGuide,
  summary: (row) => row.title,
  values: (input, _now, before) => ({
    translationKey: input.translationKey ?? before?.translationKey ?? randomUUID(),
    language: input.language,
    pallonecomSlug: input.pallonecomSlug,
    title: input.title.trim(),
    description: input.description.trim(),
    keywords: input.keywords.map((keyword) => keyword.trim()),
    body: sanitizeBody(input.body),
    authorId: input.authorId ?? null,
    publishedAt: new Date(input.publishedAt),
    sortOrder: input.sortOrder,
    searchText: normalizeSearch(input.title),
  }),
  search: [guides.title, guides.pallonecomSlug],
  sort: { sortOrder: guides.sortOrder, publishedAt: guides.publishedAt, title: guides.title, id: guides.id },
  defaultSort: 'sortOrder',
  defaultDirection: 'asc',
});
