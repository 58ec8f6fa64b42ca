/** GET /guides/{id}, /guides/pallonecomSlug/{slug} and its /getIds. */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { NotFoundError } from '../../http/errors.ts';
import { GuideDetail, IdParams, SlugIds, SlugParams, errorResponses } from '@pallone/contract';
import { findGuideById, findGuideBySlug, findGuideIdBySlug } from './queries/guides.ts';

export async function guideDetailRoutes(app: FastifyInstance): Promise<void> {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  typed.get(
    '/:id',
    {
      schema: {
        tags: ['guides'],
        summary: 'A guide, in the request language when it has that version',
        params: IdParams,
        response: { 200: GuideDetail, ...errorResponses },
      },
      config: { cacheSeconds: 300 },
    },
    async (request) => {
      const guide = await findGuideById(app.db, request.params.id, request.language);
      if (!guide) throw new NotFoundError(`Guide ${request.params.id}`);
      return guide;
    },
  );
  typed.get(
    '/pallonecomSlug/:slug',
    {
      schema: {
        tags: ['guides'],
        summary: 'A guide by its pallonecomSlug (the request-language version where both exist)',
        params: SlugParams,
        response: { 200: GuideDetail, ...errorResponses },
      },
      config: { cacheSeconds: 300 },
    },
    async (request) => {
      const guide = await findGuideBySlug(app.db, request.params.slug, request.language);
      if (!guide) throw new NotFoundError(`Guide "${request.params.slug}"`);
      return guide;
    },
  );
  typed.get(
    '/pallonecomSlug/:slug/getIds',
    {
      schema: {
        tags: ['guides'],
        summary: 'The id /guides/pallonecomSlug/{slug} answers with',
        params: SlugParams,
        response: { 200: SlugIds, ...errorResponses },
      },
      config: { cacheSeconds: 300 },
    },
    async (request) => {
      const id = await findGuideIdBySlug(app.db, request.params.slug, request.language);
      if (id === undefined) throw new NotFoundError(`Guide "${request.params.slug}"`);
      return { id };
    },
  );
}
