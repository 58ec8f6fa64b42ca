/**
 * GET /teams/{id}/badge.svg: a team's generated picture (pictures/teamBadge.ts), a national team's square
 * flag. Open without the public credentials (an <img> cannot send them; a picture holds nothing private), cached
 * a day with an ETag like every read.
 */
import { Type } from 'typebox';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { NotFoundError } from '../../http/errors.ts';
import { flagNameOf, readFlag } from '../../pictures/flags.ts';
import { teamBadgeSvg } from '../../pictures/teamBadge.ts';
import { findBadgeSource } from './queries/badge.ts';
import { ErrorBody, IdParams } from '@pallone/contract';

export const BADGE_CACHE_SECONDS = 86_400;

export async function teamBadgeRoute(app: FastifyInstance): Promise<void> {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  typed.get(
    '/:id/badge.svg',
    {
      schema: {
        tags: ['teams'],
        summary:
          "A team's generated picture (SVG): a club's badge (initials on colours derived from its id), a national team's flag",
        security: [],
        params: IdParams,
        response: {
          200: Type.String({ description: 'image/svg+xml' }),
          400: ErrorBody,
          404: ErrorBody,
        },
      },
      config: { cacheSeconds: BADGE_CACHE_SECONDS, routeAuth: true },
    },
    async (request, reply) => {
      const team = await findBadgeSource(app.db, request.params.id);
      if (!team) throw new NotFoundError(`Team ${request.params.id}`);
      const flag = team.isNational && team.countryCode ? flagNameOf(team.countryCode) : null;
      const svg = (flag !== null ? await readFlag('1x1', flag) : null) ?? teamBadgeSvg(team);
      return reply.type('image/svg+xml; charset=utf-8').send(svg);
    },
  );
}
