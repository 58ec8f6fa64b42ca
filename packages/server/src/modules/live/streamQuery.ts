/** The query string of GET /live/stream: what to follow (at least one part) and where to resume. */
import { Type, type Static } from 'typebox';
import { MAX_FILTER_IDS } from './liveFilter.ts';

const IdList = (what: string) =>
  Type.String({
    pattern: '^[0-9]{1,10}(,[0-9]{1,10})*$',
    maxLength: MAX_FILTER_IDS * 11,
    description: `Comma-separated ${what} ids, e.g. 68,7`,
  });

export const LiveStreamQuery = Type.Object(
  {
    matchIds: Type.Optional(IdList('match')),
    date: Type.Optional(Type.String({ format: 'date', description: 'A Europe/Rome day, YYYY-MM-DD' })),
    competitionIds: Type.Optional(IdList('competition')),
    lastEventId: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 64,
        description: 'The last `id:` received, for clients that cannot send the Last-Event-ID header',
      }),
    ),
  },
  { additionalProperties: false },
);
export type LiveStreamQuery = Static<typeof LiveStreamQuery>;
