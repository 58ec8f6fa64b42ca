/** POST /feed/events: a batch of live events from the feed (Bearer FEED_TOKEN), applied atomically. */
import type { FastifyInstance, FastifySchemaCompiler } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ErrorBody, FEED_MAX_EVENTS, FeedAccepted, FeedBatch } from '@pallone/contract';
import { validateFeedBatch } from './validateFeedBatch.ts';
import { applyFeedEvents } from './applyFeedEvents.ts';
import { requireFeedToken } from './feedToken.ts';

export const FEED_SOURCE = 'feed';
const BODY_LIMIT = 1024 * 1024;

const DESCRIPTION = `Up to ${FEED_MAX_EVENTS} events, applied all or none: one bad event is a 400 whose \`field\` names it \
(\`events[3].minute\`) and nothing of the batch is stored. An id already received is a duplicate and ignored. \
Events may arrive late or out of order: the match state is folded from all its events ordered by \`at\`.

- \`status\`: notStarted → inPlay1H → halfTime → inPlay2H → ended, or → breakTime → inPlay1EH → inPlay2EH → \
ended | inPlayP → ended; any live status may turn suspended, abandoned or postponed. Going back (ended → \
inPlay1H) is a 400 until the staff reopen the match. \`notStarted\` with \`replay: true\` starts a replay.
- \`event\`: a goal, own goal, card or substitution. \`teamId\` is the team of the player concerned: for an \
own-goal, the team of the player who scored it (the goal counts for the other team). The score is derived \
from the goals (extra-time goals go in the extra-time score), never sent.
- \`shootout\`: one penalty shoot-out kick, tallied apart.
- \`cancel\`: withdraws an earlier event or kick of the same match (a goal ruled out by VAR).`;

/** The body is checked per event type, so a 400 names the event's own field rather than a union branch. */
const feedBodyValidator: FastifySchemaCompiler<unknown> = () => (data) => {
  try {
    return { value: validateFeedBatch(data) };
  } catch (error) {
    return { error: error as Error };
  }
};

export async function feedEventRoutes(
  app: FastifyInstance,
  options: { token: string | undefined },
): Promise<void> {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  typed.post(
    '/events',
    {
      schema: {
        tags: ['feed'],
        summary: 'Send live match events (status, goals, cards, substitutions, shoot-out kicks, cancels)',
        description: DESCRIPTION,
        security: [{ feedToken: [] }],
        body: FeedBatch,
        response: { 202: FeedAccepted, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody },
      },
      config: { routeAuth: true, cacheSeconds: 0 },
      bodyLimit: BODY_LIMIT,
      onRequest: requireFeedToken(options.token),
      validatorCompiler: feedBodyValidator,
    },
    async (request, reply) => {
      const result = await applyFeedEvents(app.db, {
        source: FEED_SOURCE,
        events: request.body.events,
        now: app.now(),
      });
      if (result.matchIds.length > 0) {
        await app.dataChanged({
          reason: 'feed',
          matchIds: result.matchIds,
          competitionSeasonIds: result.competitionSeasonIds,
        });
      }
      return reply.status(202).send({ accepted: result.accepted, duplicates: result.duplicates });
    },
  );
}
