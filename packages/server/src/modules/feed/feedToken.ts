/**
 * The live feed's own authentication: `Authorization: Bearer <FEED_TOKEN>`, compared in constant time (both
 * sides hashed to the same length first). No token configured: the route answers 404, as if it did not exist.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

const digest = (value: string) => createHash('sha256').update(value).digest();

export function requireFeedToken(token: string | undefined) {
  const expected = token ? digest(token) : null;
  return async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> => {
    if (!expected) {
      return reply.status(404).send({
        statusCode: 404,
        error: 'Not Found',
        message: `Route ${request.method} ${request.url.split('?')[0]} not found`,
      });
    }
    const header = request.headers.authorization;
    const given = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
    if (given !== '' && timingSafeEqual(digest(given), expected)) return undefined;
    return reply
      .status(401)
      .header('WWW-Authenticate', 'Bearer realm="pallone-feed"')
      .send({ statusCode: 401, error: 'Unauthorized', message: 'The live feed token is missing or wrong' });
  };
}
