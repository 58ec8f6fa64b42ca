/** Routes under /api/v1/landings: landing pages with their SEO metadata, public reads. */
import type { FastifyInstance } from 'fastify';
import { LandingDetail, LandingList, LandingPage, LandingPageRequest } from '@pallone/contract';
import { findLandingById, findLandingBySlug, listLandings, pageLandings } from './queries/landings.ts';
import { definePageRead, defineRead } from '../readRoute.ts';
import { detailRoutes } from '../detailRoutes.ts';

export async function landingRoutes(app: FastifyInstance): Promise<void> {
  defineRead(
    app,
    {
      path: '/',
      tags: ['landings'],
      summary: 'Every published landing page (request-language versions), by title',
      response: LandingList,
      cacheSeconds: 300,
    },
    (request) => listLandings(app.db, request.language),
  );
  definePageRead(
    app,
    {
      path: '/getPaginated',
      tags: ['landings'],
      summary:
        'A page of landing pages: filter title; sort title (default), publishedAt or id; pageSize ≤ 50',
      body: LandingPageRequest,
      response: LandingPage,
    },
    (request) => pageLandings(app.db, request.body, request.language),
  );
  detailRoutes(app, {
    noun: 'Landing page',
    tags: ['landings'],
    response: LandingDetail,
    cacheSeconds: 300,
    byId: {
      summary: 'A landing page with its body and SEO metadata',
      find: (id, request) => findLandingById(app.db, id, request.language),
    },
    bySlug: {
      summary: 'A landing page by its pallonecomSlug (the request-language version where both exist)',
      find: (slug, request) => findLandingBySlug(app.db, slug, request.language),
    },
  });
}
