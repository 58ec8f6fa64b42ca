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

export async function apiRoutes(
  app: FastifyInstance,
  options: { feedToken?: string | undefined },
): Promise<void> {
  await app.register(competitionRoutes, { prefix: '/competitions' });
  await app.register(seasonRoutes, { prefix: '/seasons' });
  await app.register(competitionSeasonRoutes, { prefix: '/competitionSeasons' });
  await app.register(groupRoutes, { prefix: '/groups' });
  await app.register(teamRoutes, { prefix: '/teams' });
  await app.register(matchRoutes, { prefix: '/matches' });
  await app.register(playerRoutes, { prefix: '/players' });
  await app.register(predictionRoutes);
  await app.register(newsRoutes, { prefix: '/news' });
  await app.register(guideRoutes, { prefix: '/guides' });
  await app.register(bookmakerBonusRoutes, { prefix: '/bookmakerBonuses' });
  await app.register(authorRoutes, { prefix: '/authors' });
  await app.register(bonusQuotaRoutes, { prefix: '/bonusQuota' });
  await app.register(landingRoutes, { prefix: '/landings' });
  await app.register(crawlUrlRoutes, { prefix: '/crawlUrls' });
  await app.register(paymentMethodRoutes, { prefix: '/paymentsMethods' });
  await app.register(newsletterRoutes, { prefix: '/newsletter' });
  await app.register(authRoutes, { prefix: '/auth' });
  await app.register(backofficeRoutes);
  await app.register(userRoutes);
  await app.register(revisionRoutes);
  await app.register(liveFeedRoutes, { prefix: '/feed', token: options.feedToken });
  await app.register(liveRoutes, { prefix: '/live' });
}
