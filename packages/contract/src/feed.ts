/**
 * The live feed's contract (issue #10 §2): `POST /api/v1/feed/events` takes `{ events: FeedEvent[] }`, 1 to 500
 * events applied atomically. The provider adapter and the replay tool produce the same shapes.
 */
import { Type, type Static } from 'typebox';

export const FEED_STATUSES = [
  'notStarted',
  'inPlay1H',
  'halfTime',
  'inPlay2H',
  'breakTime',
  'inPlay1EH',
  'inPlay2EH',
  'inPlayP',
  'ended',
  'postponed',
  'suspended',
  'abandoned',
  'cancelled',
] as const;
export type FeedStatus = (typeof FEED_STATUSES)[number];

export const FEED_SUBTYPES = [
  'goal',
  'own-goal',
  'yellow',
  'yellow-red',
  'red',
  'substitute-in',
  'substitute-out',
] as const;
export type FeedSubtype = (typeof FEED_SUBTYPES)[number];

export const FEED_PERIODS = ['1H', '2H', '1EH', '2EH'] as const;
export type FeedPeriod = (typeof FEED_PERIODS)[number];

const common = {
  id: Type.String({ minLength: 1, maxLength: 128 }),
  matchId: Type.Integer({ minimum: 1, maximum: 2147483647 }),
  /** ISO 8601 instant. */
  at: Type.String({ format: 'date-time' }),
  /** Set by `npm run replay`: the match shows as a replay, never as a real live match. */
  replay: Type.Optional(Type.Boolean()),
};

export const FeedStatusEvent = Type.Object(
  {
    ...common,
    type: Type.Literal('status'),
    status: Type.Enum([...FEED_STATUSES]),
    /**
     * On a replay start (`notStarted` with `replay: true`): match seconds per real second (the replay's --speed),
     * so the running clock keeps pace with the replayed events. Ignored elsewhere.
     */
    speed: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: 3600 })),
  },
  { additionalProperties: false },
);

export const FeedMatchEvent = Type.Object(
  {
    ...common,
    type: Type.Literal('event'),
    subtype: Type.Enum([...FEED_SUBTYPES]),
    teamId: Type.Integer({ minimum: 1, maximum: 2147483647 }),
    playerName: Type.String({ minLength: 1, maxLength: 200 }),
    minute: Type.Integer({ minimum: 0, maximum: 130 }),
    stoppage: Type.Union([Type.Integer({ minimum: 0, maximum: 30 }), Type.Null()]),
    period: Type.Enum([...FEED_PERIODS]),
    penalty: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

export const FeedShootoutEvent = Type.Object(
  {
    ...common,
    type: Type.Literal('shootout'),
    teamId: Type.Integer({ minimum: 1, maximum: 2147483647 }),
    playerName: Type.String({ minLength: 1, maxLength: 200 }),
    scored: Type.Boolean(),
  },
  { additionalProperties: false },
);

export const FeedCancelEvent = Type.Object(
  { ...common, type: Type.Literal('cancel'), eventId: Type.String({ minLength: 1, maxLength: 128 }) },
  { additionalProperties: false },
);

export const FeedEvent = Type.Union([FeedStatusEvent, FeedMatchEvent, FeedShootoutEvent, FeedCancelEvent]);
export type FeedEvent = Static<typeof FeedEvent>;
export type FeedStatusEvent = Static<typeof FeedStatusEvent>;
export type FeedMatchEvent = Static<typeof FeedMatchEvent>;
export type FeedShootoutEvent = Static<typeof FeedShootoutEvent>;
export type FeedCancelEvent = Static<typeof FeedCancelEvent>;

export const FEED_MAX_EVENTS = 500;

export const FeedBatch = Type.Object(
  { events: Type.Array(FeedEvent, { minItems: 1, maxItems: FEED_MAX_EVENTS }) },
  { additionalProperties: false },
);
export type FeedBatch = Static<typeof FeedBatch>;

export const FeedAccepted = Type.Object({ accepted: Type.Integer(), duplicates: Type.Integer() });
export type FeedAccepted = Static<typeof FeedAccepted>;

/** `POST /feed/matches/{id}/reopen` (staff): the ended match may move again from this instant. */
export const FeedReopened = Type.Object({
  matchId: Type.Integer(),
  reopenedAt: Type.String({ format: 'date-time' }),
});
