/**
 * Every predictions route, registered at the API root under their own prefixes: /matches/{id}/predictions and
 * /matches/predictions/* (match calls of SPEC §7), /predictions/*, and /news/prediction/* (the rest of /news
 * belongs to the news routes).
 */
import type { FastifyInstance } from 'fastify';
import { matchPredictionArticleRoute, newsPredictionArticleRoute } from './articles.ts';
import { featuredPredictionsRoute } from './featured.ts';
import { matchPredictionRoutes } from './matchPredictions.ts';

export async function predictionRoutes(app: FastifyInstance): Promise<void> {
  await app.register(matchPredictionRoutes, { prefix: '/matches' });
  await app.register(featuredPredictionsRoute('/predictions/home'), { prefix: '/matches' });
  await app.register(featuredPredictionsRoute('/home'), { prefix: '/predictions' });
  await app.register(matchPredictionArticleRoute, { prefix: '/predictions' });
  await app.register(newsPredictionArticleRoute, { prefix: '/news' });
}
