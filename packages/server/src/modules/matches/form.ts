/** GET /matches/{id}/getForm: both teams' last results and their earlier meetings, before the kick-off. */
import type { FastifyInstance } from 'fastify';
import { NotFoundError } from '../../http/errors.ts';
import { findMatchForm } from './queries/form.ts';
import { IdParams, MatchForm } from '@pallone/contract';
import { defineRead } from '../readRoute.ts';

export async function matchFormRoute(app: FastifyInstance): Promise<void> {
  defineRead(
    app,
    {
      path: '/:id/getForm',
      tags: ['matches'],
      summary:
        "Each team's last five results and the two teams' earlier meetings (tally and the latest five), all " +
        'before the kick-off; the form and head-to-head the prediction articles quote',
      params: IdParams,
      response: MatchForm,
      cacheSeconds: 300,
    },
    async (request) => {
      const form = await findMatchForm(app.db, request.params.id, request.language);
      if (!form) throw new NotFoundError(`Match ${request.params.id}`);
      return form;
    },
  );
}
