import { connect } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { TestDatabase } from '../db/testDatabase.ts';
import { createSeededTestDatabase } from '../testing/seededDatabase.ts';
import { BASIC_AUTH_HEADER, TEST_CREDENTIALS } from '../testing/testApp.ts';

const NOW = new Date('2026-11-22T12:00:00Z');
const url = '/api/v1/competitions/68/seasons';

// Over a real socket: app.inject bypasses the server's request listener, where these hits are answered.
let database: TestDatabase;
let app: FastifyInstance;
let base: string;
/** Hits written before routing so far. */
const answeredEarly = () => app.responseCache.hitsBeforeRouting;

beforeAll(async () => {
  database = await createSeededTestDatabase();
  app = await buildApp({
    db: database.db,
    config: {
      publicApiUser: TEST_CREDENTIALS.user,
      publicApiPassword: TEST_CREDENTIALS.password,
      cacheMaxAgeSeconds: 60,
    },
    now: () => NOW,
  });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await app.close();
  await database.destroy();
});

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, {
    headers: { authorization: BASIC_AUTH_HEADER, 'accept-language': 'it', ...headers },
  });

/** A GET sent byte for byte (fetch refuses header values outside ASCII), answered with its status line. */
function rawStatus(path: string, authorization: string): Promise<number> {
  const { port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1', () =>
      socket.end(
        Buffer.from(
          `GET ${path} HTTP/1.1\r\nHost: x\r\nAuthorization: ${authorization}\r\nConnection: close\r\n\r\n`,
          'latin1',
        ),
      ),
    );
    let head = '';
    socket.on('data', (chunk: Buffer) => (head += chunk.toString('latin1')));
    socket.on('end', () => resolve(Number(head.split(' ')[1])));
    socket.on('error', reject);
  });
}

/** The answer's headers but those Node adds to every answer on a socket. */
const answerHeaders = (headers: Iterable<[string, string]>) =>
  Object.fromEntries([...headers].filter(([name]) => !['date', 'connection', 'keep-alive'].includes(name)));

describe('cache hits answered before routing', () => {
  it('answers a repeated public read without routing it, with the bytes and headers the routed hit has', async () => {
    const first = await get(url);
    expect(first.status).toBe(200);
    const firstBody = await first.text();
    const before = answeredEarly();
    const hit = await get(url);
    expect(answeredEarly()).toBe(before + 1);
    expect(hit.status).toBe(200);
    expect(await hit.text()).toBe(firstBody);
    const routedHit = await app.inject({
      method: 'GET',
      url,
      headers: { authorization: BASIC_AUTH_HEADER, 'accept-language': 'it' },
    });
    expect(answeredEarly()).toBe(before + 1);
    expect(routedHit.headers['x-cache']).toBe('HIT');
    const expected = Object.entries(routedHit.headers).map(([name, value]): [string, string] => [
      name,
      String(value),
    ]);
    expect(answerHeaders(hit.headers)).toEqual(answerHeaders(expected));
    expect(hit.headers.get('content-security-policy')).toBe("default-src 'none';frame-ancestors 'none'");
  });

  it('keeps languages apart', async () => {
    const path = '/api/v1/competitions/pallonecomSlug/italia-serie-a';
    await get(path, { 'accept-language': 'en' });
    await get(path, { 'accept-language': 'it' });
    const before = answeredEarly();
    const english = (await (await get(path, { 'accept-language': 'en-GB,en;q=0.9' })).json()) as {
      country: { name: string };
    };
    const italian = (await (await get(path, { 'accept-language': 'it-IT' })).json()) as {
      country: { name: string };
    };
    expect(answeredEarly()).toBe(before + 2);
    expect(english.country.name).toBe('Italy');
    expect(italian.country.name).toBe('Italia');
  });

  it('routes what it must not answer: other credentials, a conditional GET, no-cache, a HEAD', async () => {
    const kept = await get(url);
    const etag = kept.headers.get('etag') ?? '';
    const before = answeredEarly();
    expect((await get(url, { authorization: 'Basic d3Jvbmc6d3Jvbmc=' })).status).toBe(401);
    // As long as the canonical header, with a byte over 0x7f: a 401, and the server still answers.
    const accented = `${BASIC_AUTH_HEADER.slice(0, -2)}\u00e9=`;
    expect(await rawStatus(url, accented)).toBe(401);
    expect((await get(url, { 'if-none-match': etag })).status).toBe(304);
    const fresh = await get(url, { 'cache-control': 'no-cache' });
    expect(fresh.status).toBe(200);
    expect(fresh.headers.get('x-cache')).toBeNull();
    expect(
      (await fetch(`${base}${url}`, { method: 'HEAD', headers: { authorization: BASIC_AUTH_HEADER } }))
        .status,
    ).toBe(200);
    expect(answeredEarly()).toBe(before);
    expect((await get(url)).status).toBe(200);
  });

  it('routes a read again once a data change has dropped the cache, and keeps the fresh answer', async () => {
    await get(url);
    await app.dataChanged({ reason: 'import', matchIds: [], competitionSeasonIds: [] });
    const before = answeredEarly();
    const fresh = await get(url);
    expect(fresh.headers.get('x-cache')).toBeNull();
    expect(answeredEarly()).toBe(before);
    expect((await get(url)).headers.get('x-cache')).toBe('HIT');
    expect(answeredEarly()).toBe(before + 1);
  });
});
