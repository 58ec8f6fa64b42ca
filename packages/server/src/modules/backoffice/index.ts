/**
 * Every back-office route (staff only: Bearer JWT, and X-XSRF-TOKEN on state-changing calls): the content sections
 * built from their declarations (contentSection.ts, decision 046), news among them; news' translations and preview,
 * the dashboard and the pickers' lookups.
 */
import type { FastifyInstance } from 'fastify';
import { staffOnly } from '../auth/staffAuth.ts';
import { backofficeNewsTranslationRoutes } from './newsTranslations.ts';
import { backofficeNewsPreviewRoute } from './newsPreview.ts';
import { dashboardRoutes } from './dashboard.ts';
import { backofficeBodyImageRoute } from './bodyImages.ts';
import { backofficeLookupRoutes } from './lookups.ts';
import { contentSectionRoutes } from './contentSection.ts';
import { newsSection } from './sections/news.ts';
import { guidesSection } from './sections/guides.ts';
import { landingsSection } from './sections/landings.ts';
import { bookmakerBonusesSection } from './sections/bookmakerBonuses.ts';
import { bonusQuotaSection } from './sections/bonusQuota.ts';
import { teamsSection } from './sections/teams.ts';
import { competitionsSection } from './sections/competitions.ts';

export async function backofficeRoutes(app: FastifyInstance): Promise<void> {
  staffOnly(app);
  await app.register(backofficeNewsTranslationRoutes);
  await app.register(backofficeNewsPreviewRoute);
  await app.register(backofficeBodyImageRoute);
  await app.register(dashboardRoutes);
  await app.register(backofficeLookupRoutes);
  await app.register(contentSectionRoutes(newsSection));
  await app.register(contentSectionRoutes(guidesSection));
  await app.register(contentSectionRoutes(landingsSection));
  await app.register(contentSectionRoutes(bookmakerBonusesSection));
  await app.register(contentSectionRoutes(bonusQuotaSection));
  await app.register(contentSectionRoutes(teamsSection));
  await app.register(contentSectionRoutes(competitionsSection));
}
