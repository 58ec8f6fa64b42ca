/**
 * Prediction articles: GET /news/prediction/pallonecomSlug/{slug} (slug `pronostico-<match slug>`, optional
 * `competitionSlug`) and GET /predictions/{matchId}/article, in the request's language.
 */
import type { FastifyInstance } from 'fastify';
import { NotFoundError } from '../../http/errors.ts';
import { matchSlugOfArticle } from './articles/articleSlug.ts';
import { predictionArticleOf } from './articles/predictionArticle.ts';
import { findMatchById, findMatchBySlug } from '../matches/queries/matches.ts';
import {
  PredictionArticle,
  PredictionArticleQuery,
  PredictionMatchParams,
  SlugParams,
} from '@pallone/contract';
import { defineRead } from '../readRoute.ts';

const ARTICLE_SUMMARY =
  "A prediction article written by the model (author 'Pallone Modello', category pronostici-scommesse) from the " +
  "prediction, both teams' last five results, their previous meetings and, where the data has them, shots and " +
  'corners per match; 404 when the match is unknown or has no prediction';

/** Registered under /news. */
export async function newsPredictionArticleRoute(app: FastifyInstance): Promise<void> {
  defineRead(
    app,
    {
      path: '/prediction/pallonecomSlug/:slug',
      tags: ['predictions', 'news'],
      summary: `${ARTICLE_SUMMARY}. The slug is \`pronostico-<match slug>\` (Italian) or \`prediction-<match slug>\` (English), either opening the article in the request language; a \`competitionSlug\` other than the match's is a 404`,
      params: SlugParams,
      query: PredictionArticleQuery,
      response: PredictionArticle,
      cacheSeconds: 300,
    },
    async (request) => {
      const { slug } = request.params;
      const matchSlug = matchSlugOfArticle(slug);
      const match = matchSlug && (await findMatchBySlug(app.db, matchSlug, request.language, app.now()));
      const wanted = request.query.competitionSlug;
      if (!match || (wanted !== undefined && match.competition.pallonecomSlug !== wanted)) {
        throw new NotFoundError(`Prediction article "${slug}"`);
      }
      return predictionArticleOf(app.db, match, request.language, app.now());
    },
  );
}

/** Registered under /predictions. */
export async function matchPredictionArticleRoute(app: FastifyInstance): Promise<void> {
  defineRead(
    app,
    {
      path: '/:matchId/article',
      tags: ['predictions'],
      summary: `${ARTICLE_SUMMARY}, by match id`,
      params: PredictionMatchParams,
      response: PredictionArticle,
      cacheSeconds: 300,
    },
    async (request) => {
      const match = await findMatchById(app.db, request.params.matchId, request.language, app.now());
      if (!match) throw new NotFoundError(`Match ${request.params.matchId}`);
      return predictionArticleOf(app.db, match, request.language, app.now());
    },
  );
}
