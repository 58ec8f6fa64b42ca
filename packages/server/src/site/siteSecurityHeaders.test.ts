import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_ONLY_HEADERS, registerSecurityHeaders } from '../plugins/securityHeaders.ts';
import { fakeSiteBuild } from './fakeSiteBuild.ts';
import { registerSite } from './registerSite.ts';

/** Renders as entry.server does: every inline script carries the nonce the server handed to the render. */
const RENDER_WITH_NONCE = `async (request, render) => new Response(
  '<!DOCTYPE html><html><head><script nonce="' + render.nonce + '">window.__context = {};</script></head>' +
  '<body><p>Serie A</p><script type="module" nonce="' + render.nonce + '">import "/assets/entry.js";</script></body></html>',
  { headers: { 'Content-Type': 'text/html; charset=utf-8' } },
)`;

const scriptNonces = (html: string) => [...html.matchAll(/<script[^>]*\bnonce="([^"]+)"/g)].map((m) => m[1]);
const policyNonce = (csp: string) => /'nonce-([^']+)'/.exec(csp)?.[1];

describe('security headers on site pages', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    await registerSecurityHeaders(app, {
      https: false,
      docsPrefix: '/api/v1/docs',
      apiPrefix: '/api/v1',
      thirdPartyOrigins: [],
    });
    const siteDir = await fakeSiteBuild(RENDER_WITH_NONCE);
    const assets = path.join(siteDir, 'build/client/assets');
    await mkdir(assets, { recursive: true });
    await writeFile(path.join(assets, 'entry-abc123.js'), 'export const a = 1;\n');
    await writeFile(path.join(assets, 'styles-abc123.css'), '.a{color:red}\n');
    await writeFile(
      path.join(siteDir, 'build/client/favicon.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg"/>',
    );
    await registerSite(app, { siteDir });
    await app.ready();
  });
  afterAll(() => app.close());

  it('allows only the scripts that carry this answer’s nonce, a fresh one per request', async () => {
    const first = await app.inject({ url: '/campionato/serie-a' });
    const second = await app.inject({ url: '/campionato/serie-a' });
    expect(first.statusCode).toBe(200);
    const csp = String(first.headers['content-security-policy']);
    const nonce = policyNonce(csp);
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(csp).toContain("script-src 'nonce-");
    expect(csp).toContain("'strict-dynamic'");
    expect(scriptNonces(first.body)).toEqual([nonce, nonce]);
    const secondNonce = policyNonce(String(second.headers['content-security-policy']));
    expect(secondNonce).not.toBe(nonce);
    expect(scriptNonces(second.body)).toEqual([secondNonce, secondNonce]);
  });

  it('cannot be framed, sniffed or leak full URLs to other sites', async () => {
    for (const url of ['/', '/backoffice', '/backoffice/news']) {
      const response = await app.inject({ url });
      expect(String(response.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(String(response.headers['content-security-policy'])).toContain("object-src 'none'");
    }
  });

  it('sends scripts and styles without the headers only a document uses, keeping nosniff and CORP (decision 076)', async () => {
    for (const url of ['/assets/entry-abc123.js', '/assets/styles-abc123.css']) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
      for (const name of DOCUMENT_ONLY_HEADERS)
        expect(response.headers[name], `${url}: ${name}`).toBeUndefined();
    }
  });

  it('keeps the page policy on an SVG, which opened on its own is a document that could run scripts', async () => {
    const response = await app.inject({ url: '/favicon.svg' });
    expect(response.statusCode).toBe(200);
    expect(String(response.headers['content-security-policy'])).toContain("object-src 'none'");
    expect(response.headers['x-frame-options']).toBe('DENY');
  });
});
