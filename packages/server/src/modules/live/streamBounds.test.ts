/**
 * The live stream's bounds over real HTTP: the per-process connection cap (503 + Retry-After), a client that
 * stops reading is dropped once its unsent backlog passes the cap, the heartbeat comment, and closing the app
 * (SIGTERM) ends every stream.
 */
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveMatchMessage } from '@pallone/core';
import type { TestDatabase } from '../../db/testDatabase.ts';
import { createSeededTestDatabase } from '../../testing/seededDatabase.ts';
import { BASIC_AUTH_HEADER } from '../../testing/testApp.ts';
import { startLiveTestServer, type LiveTestServer } from './testing/liveTestServer.ts';

const MAX_CLIENTS = 3;
const BACKLOG_BYTES = 64 * 1024;

let database: TestDatabase;
let server: LiveTestServer;
let matchId: number;
const stream = (query: string) => server.stream(query);

beforeAll(async () => {
  database = await createSeededTestDatabase();
  server = await startLiveTestServer(database.db, {
    now: () => new Date('2026-08-16T15:20:00Z'),
    live: { maxClients: MAX_CLIENTS, maxBacklogBytes: BACKLOG_BYTES, heartbeatMs: 50 },
  });
  matchId = (await server.findMatch('fc-barcelona-athletic-club-2026-08-16')).id;
});
afterAll(async () => {
  await server?.close();
  await database?.destroy();
});

describe('the live stream bounds', () => {
  it('sends a heartbeat comment on an idle stream', async () => {
    const reader = await stream(`matchIds=${matchId}`);
    await expect.poll(() => reader.comments).toContain('heartbeat');
    reader.close();
    await expect.poll(() => server.app.liveStream.hub.size).toBe(0);
  });

  it('answers 503 with Retry-After past the connection cap, and takes clients again below it', async () => {
    const readers = await Promise.all(
      Array.from({ length: MAX_CLIENTS }, () => stream(`matchIds=${matchId}`)),
    );
    expect(readers.map((reader) => reader.status)).toEqual([200, 200, 200]);
    const refused = await stream(`matchIds=${matchId}`);
    expect(refused.status).toBe(503);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    readers[0]!.close();
    await expect.poll(() => server.app.liveStream.hub.size).toBe(MAX_CLIENTS - 1);
    const again = await stream(`matchIds=${matchId}`);
    expect(again.status).toBe(200);
    for (const reader of [...readers, again]) reader.close();
    await expect.poll(() => server.app.liveStream.hub.size).toBe(0);
  });

  it('drops a client that stops reading once its unsent backlog passes the cap', async () => {
    // A raw connection that sends the request and then never reads a byte.
    const socket = connect(Number(new URL(server.origin).port), '127.0.0.1');
    socket.write(
      `GET /api/v1/live/stream?matchIds=${matchId} HTTP/1.1\r\nHost: x\r\nAuthorization: ${BASIC_AUTH_HEADER}\r\n\r\n`,
    );
    socket.pause();
    await expect.poll(() => server.app.liveStream.hub.size).toBe(1);
    const reading = await stream(`matchIds=${matchId}`);
    const [first] = await reading.waitFor(1);
    const message = first!.data as LiveMatchMessage;
    const entry = {
      kind: 'match' as const,
      matchId,
      competitionId: message.competitionId,
      day: '2026-08-16',
    };
    const { log, hub } = server.app.liveStream;
    // The reading client stays; the other's kernel buffers fill, then its backlog passes the cap.
    for (let batch = 0; batch < 1000 && hub.size > 1; batch++) {
      await log.append(Array.from({ length: 100 }, () => ({ ...entry, data: message })));
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(hub.size).toBe(1);
    // The one left is the client that reads: it still gets news.
    const received = reading.messages.length;
    await log.append([{ ...entry, data: message }]);
    await reading.waitFor(received + 1);
    socket.destroy();
  });

  it('ends every stream when the app closes', async () => {
    const reader = await stream(`matchIds=${matchId}`);
    await reader.waitForEvent('snapshot-end');
    await server.app.close();
    await reader.ended;
    expect(server.app.liveStream.hub.size).toBe(0);
  });
});
