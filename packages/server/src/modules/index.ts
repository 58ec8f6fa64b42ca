/** Every API route, registered by folder under /api/v1. */
import type { FastifyInstance } from 'fastify';
import { competitionRoutes } from './competitions/index.ts';
import { seasonRoutes } from './seasons/index.ts';
import { competitionSeasonRoutes } from './competitionSeasons/index.ts';
import { groupRoutes } from './groups/index.ts';
import { teamRoutes } from './teams/index.ts';
import { matchRoutes } from './matches/index.ts';
import { playerRoutes } from './players/index.ts';
import { predictionRoutes } from './predictions/index.ts';
import { newsRoutes } from './news/index.ts';
import { guideRoutes } from './guides/index.ts';
import { bookmakerBonusRoutes } from './bookmakerBonuses/index.ts';
import { authorRoutes } from './authors/index.ts';
import { bonusQuotaRoutes } from './bonusQuota/index.ts';
import { landingRoutes } from './landings/index.ts';
import { crawlUrlRoutes } from './crawlUrls/index.ts';
import { paymentMethodRoutes } from './paymentsMethods/index.ts';
import { newsletterRoutes } from './newsletter/index.ts';
import { authRoutes } from './auth/index.ts';
import { backofficeRoutes } from './backoffice/index.ts';
import { userRoutes } from './users/index.ts';
import { revisionRoutes } from './revisions/index.ts';
import { liveFeedRoutes } from './feed/index.ts';
import { liveRoutes } from './live/index.ts';
import { registerRoutes, type PrefixedRoute } from './routeGroup.ts';

/** The folders' routes in registration order, each under its prefix (the live feed's follows: it takes a token). */
const folderRoutes: readonly PrefixedRoute[] = [
  [competitionRoutes, '/competitions'],
  [seasonRoutes, '/seasons'],
  [competitionSeasonRoutes, '/competitionSeasons'],
  [groupRoutes, '/groups'],
  [teamRoutes, '/teams'],
  [matchRoutes, '/matches'],
  [playerRoutes, '/players'],
  [predictionRoutes],
  [newsRoutes, '/news'],
  [guideRoutes, '/guides'],
  [bookmakerBonusRoutes, '/bookmakerBonuses'],
  [authorRoutes, '/authors'],
  [bonusQuotaRoutes, '/bonusQuota'],
  [landingRoutes, '/landings'],
  [crawlUrlRoutes, '/crawlUrls'],
  [paymentMethodRoutes, '/paymentsMethods'],
  [newsletterRoutes, '/newsletter'],
  [authRoutes, '/auth'],
  [backofficeRoutes],
  [userRoutes],
  [revisionRoutes],
];

export async function apiRoutes(
  app: FastifyInstance,
  options: { feedToken?: string | undefined },
): Promise<void> {
  await registerRoutes(app, folderRoutes);
  await app.register(liveFeedRoutes, { prefix: '/feed', token: options.feedToken });
  await app.register(liveRoutes, { prefix: '/live' });
}
