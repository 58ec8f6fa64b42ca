/**
 * `GET /api/v1/live/stream` (issue #11). `liveStreamHandler()` answers with Server-Sent Events through MSW's
 * `sse()`: it plays the World Cup 2022 final's recorded events (mocks/liveReplay.ts) to a stream asking for that
 * match (its id, its day 2022-12-18 or competition 184), one message every `paceMs`, and keeps other streams open
 * and quiet; `{ messages }` plays others. The shared set refuses the stream (503), as a server past its cap
 * would: the recorded answers have no live feed, so widgets poll as they did, and the stories and tests that show
 * the stream add `liveStreamHandler(…)` themselves.
 */
import { http, HttpResponse, sse, type RequestHandler } from 'msw';
import {
  LIVE_STREAM_EVENTS,
  liveMessageMatches,
  romeDayOf,
  type KnownMatch,
  type LiveStreamFilter,
  type LiveStreamMessage,
} from '@pallone/core';
import { apiPath } from '../apiPath.ts';
import { finalReplayMessages } from '../liveReplay.ts';

const ids = (value: string | null) => (value ? value.split(',').map(Number) : undefined);

function filterOf(url: URL): LiveStreamFilter {
  const params = url.searchParams;
  const filter: LiveStreamFilter = {};
  const matchIds = ids(params.get('matchIds'));
  const competitionIds = ids(params.get('competitionIds'));
  const date = params.get('date');
  if (matchIds) filter.matchIds = matchIds;
  if (competitionIds) filter.competitionIds = competitionIds;
  if (date) filter.date = date;
  return filter;
}

/** Where each match stands, from the messages to play, so events follow their match's day and competition. */
function knownMatches(messages: readonly LiveStreamMessage[]): Map<number, KnownMatch> {
  const known = new Map<number, KnownMatch>();
  for (const message of messages) {
    if (message.type !== 'match') continue;
    known.set(message.data.id, {
      competitionId: message.data.competitionId,
      day: romeDayOf(message.data.date),
    });
  }
  return known;
}

export interface LiveStreamHandlerOptions {
  messages?: readonly LiveStreamMessage[];
  /** The wait before each message, ms. */
  paceMs?: number;
}

export function liveStreamHandler(options: LiveStreamHandlerOptions = {}): RequestHandler {
  const { messages = finalReplayMessages(), paceMs = 3000 } = options;
  const known = knownMatches(messages);
  return sse(apiPath('/live/stream'), ({ client, request }) => {
    const filter = filterOf(new URL(request.url));
    const resumeFrom = Number(request.headers.get('last-event-id') ?? 0);
    const wanted = messages.filter(
      (message) => Number(message.id) > resumeFrom && liveMessageMatches(filter, message, known),
    );
    let next = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const play = () => {
      const message = wanted[next++];
      if (!message) return;
      const data = message.type === 'snapshot-end' ? {} : message.data;
      const event = message.type === 'snapshot-end' ? LIVE_STREAM_EVENTS.snapshotEnd : message.type;
      client.send({ id: message.id, event, data } as never);
      timer = setTimeout(play, paceMs);
    };
    timer = setTimeout(play, paceMs);
    request.signal.addEventListener('abort', () => clearTimeout(timer));
  });
}

/** The stream refused (503, as past the server's connection cap): widgets fall back to polling. */
export function liveStreamDownHandler(): RequestHandler {
  return http.get(apiPath('/live/stream'), () =>
    HttpResponse.json(
      { statusCode: 503, error: 'Service Unavailable', message: 'Too many live streams' },
      { status: 503, headers: { 'Retry-After': '60' } },
    ),
  );
}

export const liveStreamHandlers: RequestHandler[] = [liveStreamDownHandler()];
