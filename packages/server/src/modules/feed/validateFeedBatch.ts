/**
 * The shape check of a `POST /feed/events` body, naming the first bad field as `events[3].minute`. Each event
 * is checked against the schema its `type` selects, so the message speaks of that event's own fields rather
 * than of every branch of the union. Checks that need the database live in `applyFeedEvents`.
 */
import { Compile, type Validator } from 'typebox/compile';
import { FeedRejectedError } from './feedRejectedError.ts';
import {
  FEED_MAX_EVENTS,
  FeedCancelEvent,
  FeedMatchEvent,
  FeedShootoutEvent,
  FeedStatusEvent,
  type FeedBatch,
  type FeedEvent,
} from '@pallone/contract';

const BY_TYPE: Record<FeedEvent['type'], Validator> = {
  status: Compile(FeedStatusEvent),
  event: Compile(FeedMatchEvent),
  shootout: Compile(FeedShootoutEvent),
  cancel: Compile(FeedCancelEvent),
};

interface SchemaError {
  keyword: string;
  instancePath: string;
  message: string;
  params: unknown;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `/stoppage` → `.stoppage`; a missing or extra property is named after its own key. */
function fieldOf(error: SchemaError): string {
  const path = error.instancePath
    .split('/')
    .filter(Boolean)
    .map((part) => `.${part}`)
    .join('');
  const params = isRecord(error.params) ? error.params : {};
  const named = [params.requiredProperties, params.additionalProperties, params.missingProperty]
    .flat()
    .find((value): value is string => typeof value === 'string');
  return named !== undefined ? `${path}.${named}` : path;
}

function checkEvent(value: unknown, index: number): FeedEvent {
  const where = `events[${index}]`;
  if (!isRecord(value)) throw new FeedRejectedError(`${where} must be an object`, where);
  const type = value.type;
  if (typeof type !== 'string' || !Object.hasOwn(BY_TYPE, type)) {
    throw new FeedRejectedError(
      `${where}.type must be one of status, event, shootout, cancel`,
      `${where}.type`,
    );
  }
  const validator = BY_TYPE[type as FeedEvent['type']];
  if (validator.Check(value)) {
    // The format says ISO 8601; the date must also exist (no 2024-02-30).
    if (Number.isNaN(Date.parse(value.at as string))) {
      throw new FeedRejectedError(`${where}.at is not a real instant`, `${where}.at`);
    }
    return value as FeedEvent;
  }
  const errors = validator.Errors(value) as SchemaError[];
  // The "schema is false" entry of an extra property repeats the additionalProperties one: prefer the latter.
  const first = errors.find((error) => error.keyword !== 'boolean') ?? errors[0];
  const field = `${where}${first ? fieldOf(first) : ''}`;
  throw new FeedRejectedError(`Invalid ${field}: ${first?.message ?? 'invalid'}`, field);
}

export function validateFeedBatch(body: unknown): FeedBatch {
  if (!isRecord(body)) throw new FeedRejectedError('The body must be an object { events: [...] }', 'events');
  const extra = Object.keys(body).find((key) => key !== 'events');
  if (extra !== undefined) throw new FeedRejectedError(`Unknown property "${extra}"`, extra);
  const events = body.events;
  if (!Array.isArray(events)) throw new FeedRejectedError('events must be an array of events', 'events');
  if (events.length < 1 || events.length > FEED_MAX_EVENTS) {
    throw new FeedRejectedError(`events must hold 1 to ${FEED_MAX_EVENTS} events`, 'events');
  }
  return { events: events.map(checkEvent) };
}
