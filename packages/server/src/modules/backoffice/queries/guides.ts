/** Back-office guides: every language and date, search in title and slug; bodies sanitized on write. */
import { normalizeSearch } from '@pallone/core';
import { GUIDE_BACKOFFICE_SORT, BackofficeGuideRow, GuideCreate } from '@pallone/contract';
import { guides } from '../../../db/contentSchema.ts';
import { contentTable } from './contentTable.ts';
import { articleFields, articleValues } from './articleColumns.ts';
import { rowItem } from './rowItem.ts';

type GuideRow = typeof guides.$inferSelect;

const storedGuide = rowItem(BackofficeGuideRow);
const toBackofficeGuide = (row: GuideRow): BackofficeGuideRow => ({
  ...storedGuide(row),
  ...articleFields(row),
});

export const guideTable = contentTable<GuideRow, BackofficeGuideRow, GuideCreate>({
  table: guides,
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
  sort: GUIDE_BACKOFFICE_SORT,
});
