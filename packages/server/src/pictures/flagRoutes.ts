/**
 * GET /flags/<shape>/<name>.svg: flag-icons' flags served by us (no hotlinking), outside /api/v1 like /uploads
 * (an <img> cannot send the public credentials). A week in browsers with an ETag; unknown names are 404.
 */
import { Type } from 'typebox';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { NotFoundError } from '../http/errors.ts';
import { FLAG_SHAPES, FLAGS_URL_PREFIX, readFlag } from './flags.ts';

export const FLAG_CACHE_SECONDS = 604_800;

const FlagParams = Type.Object({
  shape: Type.Union(FLAG_SHAPES.map((shape) => Type.Literal(shape))),
  file: Type.String({ pattern: '^[a-z]{2,5}(-[a-z]{2,3})?\\.svg$', maxLength: 16 }),
});

export async function flagRoutes(app: FastifyInstance): Promise<void> {
  app
    .withTypeProvider<TypeBoxTypeProvider>()
    .get(
      `${FLAGS_URL_PREFIX}/:shape/:file`,
      { schema: { hide: true, params: FlagParams }, config: { cacheSeconds: FLAG_CACHE_SECONDS } },
      async (request, reply) => {
        const { shape, file } = request.params;
        const svg = await readFlag(shape, file.slice(0, -'.svg'.length));
        if (svg === null) throw new NotFoundError('Flag');
        return reply.type('image/svg+xml; charset=utf-8').send(svg);
      },
    );
}
