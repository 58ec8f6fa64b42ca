/** Back-office landing pages: every language and date, search in title and slug; bodies sanitized on write. */
import type { BackofficeLandingRow, LandingCreate } from '@pallone/contract';
import { landingPages } from '../../../db/contentSchema.ts';
import { contentTable } from './contentTable.ts';
import { articleFields, articleValues } from './articleColumns.ts';

type LandingRow = typeof landingPages.$inferSelect;

function toBackofficeLanding(row: LandingRow): BackofficeLandingRow {
  return {
    ...articleFields(row),
    seoTitle: row.seoTitle,
    seoDescription: row.seoDescription,
    seoKeywords: row.seoKeywords,
    seoIndex: row.seoIndex,
    seoFollow: row.seoFollow,
    seoCanonicals: row.seoCanonicals,
    image: row.imagePath ? { path: row.imagePath } : null,
  };
}

export const landingTable = contentTable<LandingRow, BackofficeLandingRow, LandingCreate>({
  table: landingPages,
  id: landingPages.id,
  toItem: toBackofficeLanding,
  summary: (row) => row.title,
  values: (input, _now, before) => ({
    ...articleValues(input, before),
    seoTitle: input.seoTitle.trim(),
    seoDescription: input.seoDescription.trim(),
    seoKeywords: input.seoKeywords.map((keyword) => keyword.trim()),
    seoIndex: input.seoIndex,
    seoFollow: input.seoFollow,
    seoCanonicals: input.seoCanonicals.map((url) => url.trim()),
  }),
  search: [landingPages.title, landingPages.pallonecomSlug],
  sort: { title: landingPages.title, publishedAt: landingPages.publishedAt, id: landingPages.id },
  defaultSort: 'title',
  defaultDirection: 'asc',
});
