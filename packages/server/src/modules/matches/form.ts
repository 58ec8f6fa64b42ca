/** GET /matches/{id}/getForm: both teams' last results and their earlier meetings, before the kick-off. */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { NotFoundError } from '../../http/errors.ts';
import { findMatchForm } from './queries/form.ts';
import { IdParams, MatchForm, errorResponses } from '@pallone/contract';

export async function matchFormRoute(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/:id/getForm',
    {
      schema: {
        tags: ['matches'],
        summary:
          "Each team's last five results and the two teams' earlier meetings (tally and the latest five), all " +
          'before the kick-off; the form and head-to-head the prediction articles quote',
        params: IdParams,
        response: { 200: MatchForm, ...errorResponses },
      },
      config: { cacheSeconds: 300 },
    },
    async (request) => {
      const form = await findMatchForm(app.db, request.params.id, request.language);
      if (!form) throw new NotFoundError(`Match ${request.params.id}`);
      return form;
    },
  );
}
