import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerSite } from './registerSite.ts';

const SCRIPT = 'export function hello() { return "ciao"; }\n'.repeat(100);
const PAGE = `<!DOCTYPE html><html><body>${'<p>Tutti i numeri del Pallone</p>'.repeat(100)}</body></html>`;

/** A site build on disk: one hashed asset and a server handler that renders a page, as React Router's does. */
async function fakeSiteBuild(): Promise<string> {
  const siteDir = await mkdtemp(path.join(tmpdir(), 'pallone-site-'));
  await mkdir(path.join(siteDir, 'build/client/assets'), { recursive: true });
  await mkdir(path.join(siteDir, 'build/server'), { recursive: true });
  await mkdir(path.join(siteDir, 'server'), { recursive: true });
  await writeFile(path.join(siteDir, 'build/client/assets/entry-abc123.js'), SCRIPT);
  await writeFile(path.join(siteDir, 'build/server/index.js'), 'export {};\n');
  await writeFile(
    path.join(siteDir, 'server/requestHandler.js'),
    `export async function createSiteRequestHandler() {
      return async () => new Response(${JSON.stringify(PAGE)}, { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
    }\n`,
  );
  return siteDir;
}

describe('the site served with compression', () => {
  const app = Fastify();
  beforeAll(async () => {
    await registerSite(app, { siteDir: await fakeSiteBuild() });
    await app.ready();
  });
  afterAll(() => app.close());

  it('sends built scripts brotli-compressed to browsers that accept it, cached for a year', async () => {
    const response = await app.inject({
      url: '/assets/entry-abc123.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['vary']).toBe('Accept-Encoding');
    expect(response.headers['cache-control']).toContain('immutable');
    expect(response.rawPayload.length).toBeLessThan(SCRIPT.length / 10);
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the plain file to clients that accept no compression', async () => {
    const response = await app.inject({ url: '/assets/entry-abc123.js' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(SCRIPT);
  });

  it('compresses rendered pages as they stream', async () => {
    const response = await app.inject({ url: '/news', headers: { 'accept-encoding': 'gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['content-length']).toBeUndefined();
    expect(zlib.gunzipSync(response.rawPayload).toString()).toBe(PAGE);
  });
});
