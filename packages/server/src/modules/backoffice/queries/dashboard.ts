/** The dashboard's numbers: rows per back-office section. */
import { count } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { bonusQuotas, bookmakerBonuses, guides, landingPages, news } from '../../../db/contentSchema.ts';
import { competitions, teams } from '../../../db/schema.ts';

export interface SectionCounts {
  news: number;
  bookmakerBonuses: number;
  guides: number;
  bonusQuota: number;
  teams: number;
  competitions: number;
  landings: number;
}

export async function countSections(db: Db): Promise<SectionCounts> {
  const total = async (
    table:
      | typeof news
      | typeof guides
      | typeof bookmakerBonuses
      | typeof bonusQuotas
      | typeof landingPages
      | typeof teams
      | typeof competitions,
  ) => {
    const [row] = await db.select({ total: count() }).from(table);
    return row?.total ?? 0;
  };
  const [n, b, g, q, t, c, l] = await Promise.all([
    total(news),
    total(bookmakerBonuses),
    total(guides),
    total(bonusQuotas),
    total(teams),
    total(competitions),
    total(landingPages),
  ]);
  return { news: n, bookmakerBonuses: b, guides: g, bonusQuota: q, teams: t, competitions: c, landings: l };
}
