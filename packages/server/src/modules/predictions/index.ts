/**
 * Every predictions route, registered at the API root under their own prefixes: /matches/{id}/predictions and
 * /matches/predictions/* (match calls of SPEC §7), /predictions/*, and /news/prediction/* (the rest of /news
 * belongs to the news routes).
 */
import { prefixedRoutes } from '../routeGroup.ts';
import { matchPredictionArticleRoute, newsPredictionArticleRoute } from './articles.ts';
import { featuredPredictionsRoute } from './featured.ts';
import { matchPredictionRoutes } from './matchPredictions.ts';

export const predictionRoutes = prefixedRoutes([
  [matchPredictionRoutes, '/matches'],
  [featuredPredictionsRoute('/predictions/home'), '/matches'],
  [featuredPredictionsRoute('/home'), '/predictions'],
  [matchPredictionArticleRoute, '/predictions'],
  [newsPredictionArticleRoute, '/news'],
]);
