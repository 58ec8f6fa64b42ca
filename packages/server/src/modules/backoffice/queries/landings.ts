/** Back-office landing pages: every language and date, search in title and slug; bodies sanitized on write. */
import { LANDING_BACKOFFICE_SORT, BackofficeLandingRow, LandingCreate } from '@pallone/contract';
import { landingPages } from '../../../db/contentSchema.ts';
import { contentTable } from './contentTable.ts';
import { articleFields, articleValues } from './articleColumns.ts';
import { rowItem } from './rowItem.ts';

type LandingRow = typeof landingPages.$inferSelect;

const storedLanding = rowItem(BackofficeLandingRow);
const toBackofficeLanding = (row: LandingRow): BackofficeLandingRow => ({
  ...storedLanding(row),
  ...articleFields(row),
});

export const landingTable = contentTable<LandingRow, BackofficeLandingRow, LandingCreate>({
  table: landingPages,
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
  sort: LANDING_BACKOFFICE_SORT,
});
