/** Routes under /api/v1/landings: landing pages with their SEO metadata, public reads. */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { NotFoundError } from '../../http/errors.ts';
import {
  IdParams,
  LandingDetail,
  LandingList,
  LandingPage,
  LandingPageRequest,
  SlugParams,
  errorResponses,
} from '@pallone/contract';
import {
  findLandingById,
  findLandingBySlug,
  listLandings,
  pageLandings,
} from './queries/landings.ts';

export async function landingRoutes(app: FastifyInstance): Promise<void> {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  typed.get(
    '/',
    {
      schema: {
        tags: ['landings'],
        summary: 'Every published landing page (request-language versions), by title',
        response: { 200: LandingList, ...errorResponses },
      },
      config: { cacheSeconds: 300 },
    },
    (request) => listLandings(app.db, request.language),
  );
  typed.post(
    '/getPaginated',
    {
      schema: {
        tags: ['landings'],
        summary:
          'A page of landing pages: filter title; sort title (default), publishedAt or id; pageSize ≤ 50',
        body: LandingPageRequest,
        response: { 200: LandingPage, ...errorResponses },
      },
    },
    (request) => pageLandings(app.db, request.body, request.language),
  );
  typed.get(
    '/:id',
    {
      schema: {
        tags: ['landings'],
        summary: 'A landing page with its body and SEO metadata',
        params: IdParams,
        response: { 200: LandingDetail, ...errorResponses },
      },
      config: { cacheSeconds: 300 },
    },
    async (request) => {
      const landing = await findLandingById(app.db, request.params.id, request.language);
      if (!landing) throw new NotFoundError(`Landing page ${request.params.id}`);
      return landing;
    },
  );
  typed.get(
    '/pallonecomSlug/:slug',
    {
      schema: {
        tags: ['landings'],
        summary: 'A landing page by its pallonecomSlug (the request-language version where both exist)',
        params: SlugParams,
        response: { 200: LandingDetail, ...errorResponses },
      },
      config: { cacheSeconds: 300 },
    },
    async (request) => {
      const landing = await findLandingBySlug(app.db, request.params.slug, request.language);
      if (!landing) throw new NotFoundError(`Landing page "${request.params.slug}"`);
      return landing;
    },
  );
}
