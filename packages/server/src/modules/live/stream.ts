/**
 * GET /live/stream: the live push stream (Server-Sent Events, issue #11). The public credentials as for every
 * read (EventSource cannot send them: clients read the stream with fetch, decision 016); never cached. Past the
 * per-process connection cap: 503 with Retry-After.
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { HttpError } from '../../http/errors.ts';
import { parseLiveFilter } from './liveFilter.ts';
import { LiveStreamQuery } from './streamQuery.ts';

const RETRY_AFTER_SECONDS = 10;

const DESCRIPTION = `Server-Sent Events. Give \`matchIds\`, \`date\` (a Rome day), \`competitionIds\` or a combination \
(\`date\` and \`competitionIds\` narrow each other, \`matchIds\` add matches). On connect: one \`event: match\` per \
match of the filter, then \`event: snapshot-end\`; then \`event: match\` whenever a match changes and \
\`event: event\` when a timeline event is added or withdrawn. Every message has an \`id:\`; reconnect with \
\`Last-Event-ID\` (or \`lastEventId=\`) to receive what was missed, or a new snapshot when it is too old. A \
\`: heartbeat\` comment comes every 15 s. A client that does not read is dropped.`;

export async function liveStreamRoute(app: FastifyInstance): Promise<void> {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  typed.get(
    '/stream',
    {
      schema: {
        tags: ['live'],
        summary: 'The live push stream of match changes (text/event-stream)',
        description: DESCRIPTION,
        querystring: LiveStreamQuery,
        // Not in the OpenAPI walk: a valid filter opens a stream that does not end (README "Live stream").
        hide: true,
      },
      config: { cacheSeconds: 0 },
    },
    async (request, reply) => {
      const filter = parseLiveFilter(request.query);
      const { hub } = app.liveStream;
      if (hub.isFull) {
        reply.header('Retry-After', String(RETRY_AFTER_SECONDS));
        throw new HttpError(503, 'Too many live stream connections on this server, retry later');
      }
      const header = request.headers['last-event-id'];
      const lastEventId =
        (typeof header === 'string' && header !== '' ? header : undefined) ?? request.query.lastEventId;
      reply.hijack();
      // Headers set so far by hooks (CORS, security headers) are kept: a hijacked reply skips onSend.
      for (const [name, value] of Object.entries(reply.getHeaders()))
        if (value !== undefined) reply.raw.setHeader(name, value);
      reply.raw.writeHead(200, {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-cache',
        'X-Accel-Buffering': 'no',
        Connection: 'keep-alive',
      });
      reply.raw.flushHeaders();
      try {
        await hub.connect(reply.raw, filter, lastEventId);
      } catch (error) {
        request.log.warn({ err: error }, 'live stream: could not start a stream');
        reply.raw.destroy();
      }
    },
  );
}
