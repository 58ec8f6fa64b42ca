/**
 * Test helper: the real app listening on a free port (stream clients need real HTTP, not inject), over a
 * private seeded database, with the live stream's caps and heartbeat chosen by the test.
 */
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../../../app.ts';
import type { Db } from '../../../db/database.ts';
import { BASIC_AUTH_HEADER, TEST_CREDENTIALS } from '../../../testing/testApp.ts';
import { openSse, type SseReader } from './sseReader.ts';

export const FEED_TOKEN = 'live-feed-token';

export interface LiveTestServer {
  app: FastifyInstance;
  origin: string;
  /** Opens a stream with the public credentials (plus `headers`). */
  stream(query: string, headers?: Record<string, string>): Promise<SseReader>;
  postFeed(events: object[]): Promise<number>;
  /** A match of the real data by its slug, as GET /matches answers it. */
  findMatch(slug: string): Promise<{ id: number; homeTeam: { id: number } }>;
  /** Closes the streams opened through `stream` and the app. */
  close(): Promise<void>;
}

export async function startLiveTestServer(
  db: Db,
  options: { now: () => Date; live?: BuildAppOptions['live']; bus?: BuildAppOptions['bus'] },
): Promise<LiveTestServer> {
  const app = await buildApp({
    db,
    config: {
      publicApiUser: TEST_CREDENTIALS.user,
      publicApiPassword: TEST_CREDENTIALS.password,
      cacheMaxAgeSeconds: 60,
      feedToken: FEED_TOKEN,
    },
    now: options.now,
    ...(options.live ? { live: options.live } : {}),
    ...(options.bus ? { bus: options.bus } : {}),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const readers: SseReader[] = [];
  return {
    app,
    origin,
    async stream(query, headers = {}) {
      const reader = await openSse(`${origin}/api/v1/live/stream?${query}`, {
        authorization: BASIC_AUTH_HEADER,
        ...headers,
      });
      readers.push(reader);
      return reader;
    },
    async findMatch(slug) {
      const response = await app.inject({
        method: 'GET',
        url: `/api/v1/matches/pallonecomSlug/${slug}`,
        headers: { authorization: BASIC_AUTH_HEADER },
      });
      return response.json() as { id: number; homeTeam: { id: number } };
    },
    async close() {
      for (const reader of readers) reader.close();
      await app.close();
    },
    async postFeed(events) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/feed/events',
        headers: { authorization: `Bearer ${FEED_TOKEN}` },
        payload: { events },
      });
      return response.statusCode;
    },
  };
}
