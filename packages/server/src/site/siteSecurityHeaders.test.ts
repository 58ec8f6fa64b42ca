import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerSecurityHeaders } from '../plugins/securityHeaders.ts';
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
    await registerSite(app, { siteDir: await fakeSiteBuild(RENDER_WITH_NONCE) });
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
});
