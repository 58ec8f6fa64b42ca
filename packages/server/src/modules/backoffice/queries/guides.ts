/** Back-office guides: every language and date, search in title and slug; bodies sanitized on write. */
import { normalizeSearch } from '@pallone/core';
import type { BackofficeGuideRow, GuideCreate } from '@pallone/contract';
import { guides } from '../../../db/contentSchema.ts';
import { contentTable } from './contentTable.ts';
import { articleFields, articleValues } from './articleColumns.ts';

type GuideRow = typeof guides.$inferSelect;

function toBackofficeGuide(row: GuideRow): BackofficeGuideRow {
  return {
    ...articleFields(row),
    description: row.description,
    image: row.imagePath ? { path: row.imagePath } : null,
    keywords: row.keywords,
    authorId: row.authorId,
    sortOrder: row.sortOrder,
  };
}

export const guideTable = contentTable<GuideRow, BackofficeGuideRow, GuideCreate>({
  table: guides,
  id: guides.id,
  toItem: toBackofficeGuide,
  summary: (row) => row.title,
  values: (input, _now, before) => ({
    ...articleValues(input, before),
    description: input.description.trim(),
    keywords: input.keywords.map((keyword) => keyword.trim()),
    authorId: input.authorId ?? null,
    sortOrder: input.sortOrder,
    searchText: normalizeSearch(input.title),
  }),
  search: [guides.title, guides.pallonecomSlug],
  sort: { sortOrder: guides.sortOrder, publishedAt: guides.publishedAt, title: guides.title, id: guides.id },
  defaultSort: 'sortOrder',
  defaultDirection: 'asc',
});
