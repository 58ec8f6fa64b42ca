import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import type { Db } from '../db/database.ts';
import { CORS_HEADERS } from './cors.ts';

const credentials = { publicApiUser: 'u', publicApiPassword: 'p', cacheMaxAgeSeconds: 60 };
let app: FastifyInstance;

beforeAll(async () => {
  // No route is called through to the database here: the hooks answer first.
  app = await buildApp({ db: {} as Db, config: credentials });
  await app.ready();
});
afterAll(() => app.close());

/** A partner page's preflight for a GET of `url` sending `requestHeaders`. */
const preflight = (url: string, requestHeaders: string) =>
  app.inject({
    method: 'OPTIONS',
    url,
    headers: {
      origin: 'https://partner.example',
      'access-control-request-method': 'GET',
      'access-control-request-headers': requestHeaders,
    },
  });

describe('CORS for embeds on /api/v1', () => {
  it('answers a preflight from any origin without credentials', async () => {
    const response = await preflight('/api/v1/groups/1/getTeamStandings', 'authorization, accept-language');
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['access-control-allow-methods']).toBe('GET, HEAD, OPTIONS');
    expect(response.headers['access-control-allow-headers']).toBe(CORS_HEADERS);
    expect(String(response.headers['access-control-allow-headers'])).toMatch(/Authorization/);
    expect(String(response.headers['access-control-allow-headers'])).toMatch(/Accept-Language/);
  });

  it("lets a partner page's live stream resume with Last-Event-ID after a reconnect", async () => {
    const response = await preflight('/api/v1/live/stream?date=2022-12-18', 'authorization, last-event-id');
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(String(response.headers['access-control-allow-headers']).toLowerCase()).toContain('last-event-id');
  });

  it('marks GET answers readable cross-origin, errors included', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/v1/competitions',
      headers: { origin: 'https://partner.example' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(String(response.headers['access-control-expose-headers'])).toMatch(/ETag/);
  });

  it('keeps staff reads same-origin: no CORS headers on back-office GETs, while public GETs keep them', async () => {
    const origin = { origin: 'https://partner.example' };
    for (const url of ['/api/v1/sync/status', '/api/v1/backoffice/dashboard', '/api/v1/backoffice/news/1']) {
      const staff = await app.inject({ method: 'GET', url, headers: origin });
      expect(staff.statusCode).toBe(401);
      expect(staff.headers['access-control-allow-origin']).toBeUndefined();
    }
    const open = await app.inject({ method: 'GET', url: '/api/v1/seasons', headers: origin });
    expect(open.headers['access-control-allow-origin']).toBe('*');
  });

  it('leaves writes and paths outside /api/v1 alone', async () => {
    const post = await app.inject({
      method: 'OPTIONS',
      url: '/api/v1/newsletter',
      headers: { origin: 'https://partner.example', 'access-control-request-method': 'POST' },
    });
    expect(post.headers['access-control-allow-methods']).toBe('GET, HEAD, OPTIONS');
    const write = await app.inject({ method: 'POST', url: '/api/v1/newsletter', payload: {} });
    expect(write.headers['access-control-allow-origin']).toBeUndefined();
    const outside = await app.inject({ method: 'GET', url: '/api/v1x' });
    expect(outside.headers['access-control-allow-origin']).toBeUndefined();
  });
});
