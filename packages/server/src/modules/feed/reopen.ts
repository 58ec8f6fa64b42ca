/** POST /feed/matches/{id}/reopen (staff): after it, the live feed may move an ended match again. */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { staffOf, staffOnly } from '../auth/staffAuth.ts';
import { NotFoundError } from '../../http/errors.ts';
import { ErrorBody, FeedReopened, IdParams } from '@pallone/contract';
import { reopenMatch } from './reopenMatch.ts';

export async function feedReopenRoutes(app: FastifyInstance): Promise<void> {
  staffOnly(app);
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  typed.post(
    '/matches/:id/reopen',
    {
      schema: {
        tags: ['feed'],
        summary: 'Reopen a match for the live feed: its next status may be any status (audited)',
        params: IdParams,
        response: { 200: FeedReopened, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      const reopened = await reopenMatch(app.db, {
        matchId: request.params.id,
        staff: staffOf(request),
        now: app.now(),
      });
      if (!reopened) throw new NotFoundError(`Match ${request.params.id}`);
      return reopened;
    },
  );
}
