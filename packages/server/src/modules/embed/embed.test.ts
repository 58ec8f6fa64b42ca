import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import type { Db } from '../../db/database.ts';
import { DOCUMENT_ONLY_HEADERS, registerSecurityHeaders } from '../../plugins/securityHeaders.ts';
import { embedRoutes, STABLE_CACHE_CONTROL, VERSIONED_CACHE_CONTROL } from './index.ts';

const SCRIPT = '(function(){window.PalloneWidgets={}})();\n';
const CHUNK = 'export const Standings = () => null;\n';
let dir: string;
let emptyDir: string;
let app: FastifyInstance;
let unbuilt: FastifyInstance;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'pallone-embed-'));
  emptyDir = await mkdtemp(path.join(tmpdir(), 'pallone-embed-empty-'));
  await writeFile(path.join(dir, 'pallone-widgets.js'), SCRIPT);
  await mkdir(path.join(dir, 'chunks'));
  await writeFile(path.join(dir, 'chunks', 'Standings-AB12CD34.js'), CHUNK);
  await writeFile(path.join(dir, 'pallone-widgets.files.json'), '{}');
  app = Fastify();
  await app.register(embedRoutes, { dir });
  unbuilt = Fastify();
  await unbuilt.register(embedRoutes, { dir: emptyDir });
});
afterAll(async () => {
  await Promise.all([app.close(), unbuilt.close()]);
  await Promise.all([rm(dir, { recursive: true }), rm(emptyDir, { recursive: true })]);
});

describe('GET /embed/v1/pallone-widgets.js', () => {
  it('serves the script to any origin, revalidated by ETag on every use', async () => {
    const response = await app.inject({ url: '/embed/v1/pallone-widgets.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(SCRIPT);
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.headers['cache-control']).toBe(STABLE_CACHE_CONTROL);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    const etag = String(response.headers.etag);
    const again = await app.inject({
      url: '/embed/v1/pallone-widgets.js',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('serves the same bytes under their hash, immutable for a year', async () => {
    const stable = await app.inject({ url: '/embed/v1/pallone-widgets.js' });
    const versioned = String(stable.headers['x-pallone-embed-versioned']);
    expect(versioned).toMatch(/^\/embed\/v1\/pallone-widgets\.[0-9a-f]{10}\.js$/);
    const response = await app.inject({ url: versioned });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(SCRIPT);
    expect(response.headers['cache-control']).toBe(VERSIONED_CACHE_CONTROL);
    const stale = await app.inject({ url: '/embed/v1/pallone-widgets.0123456789.js' });
    expect(stale.statusCode).toBe(404);
    expect(stale.json().message).toMatch(/current one is/);
  });

  it('serves the chunks the script imports to any origin, immutable for a year, and nothing else from there', async () => {
    const response = await app.inject({ url: '/embed/v1/chunks/Standings-AB12CD34.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(CHUNK);
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.headers['cache-control']).toBe(VERSIONED_CACHE_CONTROL);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    for (const url of [
      '/embed/v1/chunks/Standings-00000000.js',
      '/embed/v1/chunks/..%2Fpallone-widgets.files.json',
      '/embed/v1/chunks/..%2Fpallone-widgets.js',
    ]) {
      const missing = await app.inject({ url });
      expect(missing.statusCode, url).toBe(404);
      expect(missing.json().message).toBe('No such embed chunk in the current build');
    }
  });

  it('answers 404 with a clear message before the build', async () => {
    const response = await unbuilt.inject({ url: '/embed/v1/pallone-widgets.js' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      statusCode: 404,
      message: expect.stringMatching(/npm run build/),
    });
  });

  it('is outside the API basic auth', async () => {
    const full = await buildApp({
      db: {} as Db,
      config: { publicApiUser: 'u', publicApiPassword: 'p', cacheMaxAgeSeconds: 60 },
    });
    const response = await full.inject({ url: '/embed/v1/pallone-widgets.js' });
    await full.close();
    expect([200, 404]).toContain(response.statusCode);
    expect(response.headers['access-control-allow-origin']).toBe('*');
  });
});

describe('the embed behind the security headers', () => {
  it('sends the script and its chunks without the headers only a document uses (decision 076)', async () => {
    const secured = Fastify();
    await registerSecurityHeaders(secured, {
      https: false,
      docsPrefix: '/api/v1/docs',
      apiPrefix: '/api/v1',
      thirdPartyOrigins: [],
    });
    await secured.register(embedRoutes, { dir });
    const urls = ['/embed/v1/pallone-widgets.js', '/embed/v1/chunks/Standings-AB12CD34.js'];
    const answers = await Promise.all(urls.map((url) => secured.inject({ url })));
    await secured.close();
    for (const [index, response] of answers.entries()) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
      for (const name of DOCUMENT_ONLY_HEADERS)
        expect(response.headers[name], `${urls[index]}: ${name}`).toBeUndefined();
    }
  });
});
