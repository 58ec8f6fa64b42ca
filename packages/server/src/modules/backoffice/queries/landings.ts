/** Back-office landing pages: every language and date, search in title and slug; bodies sanitized on write. */
import { randomUUID } from 'node:crypto';
import type { BackofficeLandingRow, LandingCreate } from '@pallone/contract';
import { landingPages } from '../../../db/contentSchema.ts';
import { sanitizeBody } from '../../../content/sanitizeBody.ts';
import { contentTable } from './contentTable.ts';

type LandingRow = typeof landingPages.$inferSelect;

function toBackofficeLanding(row: LandingRow): BackofficeLandingRow {
  return {
    id: row.id,
    translationKey: row.translationKey,
    language: row.language,
    pallonecomSlug: row.pallonecomSlug,
    title: row.title,
    body: row.body,
    seoTitle: row.seoTitle,
    seoDescription: row.seoDescription,
    seoKeywords: row.seoKeywords,
    seoIndex: row.seoIndex,
    seoFollow: row.seoFollow,
    seoCanonicals: row.seoCanonicals,
    image: row.imagePath ? { path: row.imagePath } : null,
    publishedAt: row.publishedAt.toISOString(),
    isSample: row.isSample,
  };
}

export const landingTable = contentTable<LandingRow, BackofficeLandingRow, LandingCreate>({
  table: landingPages,
  id: landingPages.id,
  toItem: toBackofficeLanding,
  summary: (row) => row.title,
  values: (input, _now, before) => ({
    translationKey: input.translationKey ?? before?.translationKey ?? randomUUID(),
    language: input.language,
    pallonecomSlug: input.pallonecomSlug,
    title: input.title.trim(),
    body: sanitizeBody(input.body),
    seoTitle: input.seoTitle.trim(),
    seoDescription: input.seoDescription.trim(),
    seoKeywords: input.seoKeywords.map((keyword) => keyword.trim()),
    seoIndex: input.seoIndex,
    seoFollow: input.seoFollow,
    seoCanonicals: input.seoCanonicals.map((url) => url.trim()),
    publishedAt: new Date(input.publishedAt),
  }),
  search: [landingPages.title, landingPages.pallonecomSlug],
  sort: { title: landingPages.title, publishedAt: landingPages.publishedAt, id: landingPages.id },
  defaultSort: 'title',
  defaultDirection: 'asc',
});
