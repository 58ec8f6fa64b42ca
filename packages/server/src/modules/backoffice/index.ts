/** Every back-office route (staff only: Bearer JWT, and X-XSRF-TOKEN on state-changing calls), by section. */
import type { FastifyInstance } from 'fastify';
import { staffOnly } from '../auth/staffAuth.ts';
import { backofficeNewsRoutes } from './news.ts';
import { backofficeNewsTranslationRoutes } from './newsTranslations.ts';
import { backofficeNewsPreviewRoute } from './newsPreview.ts';
import { dashboardRoutes } from './dashboard.ts';
import { backofficeGuideRoutes } from './guides.ts';
import { backofficeTeamRoutes } from './teams.ts';
import { backofficeBookmakerBonusRoutes } from './bookmakerBonuses.ts';
import { backofficeBonusQuotaRoutes } from './bonusQuota.ts';
import { backofficeLandingRoutes } from './landings.ts';
import { backofficeGuideDeleteRoutes } from './guidesDelete.ts';
import { backofficeCatalogRoutes } from './catalog.ts';
import { backofficeByIdRoutes } from './byId.ts';
import { backofficeLookupRoutes } from './lookups.ts';

export async function backofficeRoutes(app: FastifyInstance): Promise<void> {
  staffOnly(app);
  await app.register(backofficeNewsRoutes);
  await app.register(backofficeNewsTranslationRoutes);
  await app.register(backofficeNewsPreviewRoute);
  await app.register(dashboardRoutes);
  await app.register(backofficeGuideRoutes);
  await app.register(backofficeTeamRoutes);
  await app.register(backofficeBookmakerBonusRoutes);
  await app.register(backofficeBonusQuotaRoutes);
  await app.register(backofficeLandingRoutes);
  await app.register(backofficeGuideDeleteRoutes);
  await app.register(backofficeCatalogRoutes);
  await app.register(backofficeByIdRoutes);
  await app.register(backofficeLookupRoutes);
}
