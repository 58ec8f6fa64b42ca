import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { Db } from '../db/database.ts';

const config = { publicApiUser: 'u', publicApiPassword: 'p', cacheMaxAgeSeconds: 60 };

// No request here reaches the database: the headers, the docs page and the auth checks answer first.
let app: FastifyInstance;
let production: FastifyInstance;
beforeAll(async () => {
  app = await buildApp({ db: {} as Db, config });
  production = await buildApp({ db: {} as Db, config, backoffice: { secureCookies: true } });
  await Promise.all([app.ready(), production.ready()]);
});
afterAll(() => Promise.all([app.close(), production.close()]));

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('security headers in development', () => {
  it('sends no HSTS over plain HTTP, and no upgrade-insecure-requests', async () => {
    const response = await app.inject({ url: '/' });
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(String(response.headers['content-security-policy'])).not.toContain('upgrade-insecure-requests');
  });

  it('marks API answers nosniff and unframeable, and lets partner pages load them (embeds)', async () => {
    const response = await app.inject({ url: '/api/v1/competitions' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('gives API answers a JSON policy without a nonce, and none of the headers only pages use', async () => {
    const response = await app.inject({ url: '/api/v1/competitions' });
    expect(response.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    for (const name of [
      'referrer-policy',
      'cross-origin-opener-policy',
      'origin-agent-cluster',
      'x-xss-protection',
    ])
      expect(response.headers[name]).toBeUndefined();
    const page = await app.inject({ url: '/' });
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(String(page.headers['content-security-policy'])).toMatch(/'nonce-/);
  });

  it('gives every page a fresh nonce, across more answers than one draw of random bytes serves', async () => {
    const nonces = new Set<string>();
    for (let n = 0; n < 300; n++) {
      const response = await app.inject({ url: '/' });
      const nonce = /'nonce-([A-Za-z0-9+/]{22}==)'/.exec(String(response.headers['content-security-policy']));
      expect(nonce).not.toBeNull();
      nonces.add(nonce?.[1] ?? '');
    }
    expect(nonces.size).toBe(300);
  });

  it('gives the API reference its own policy: its script file and the hash of its inline start-up script', async () => {
    const response = await app.inject({ url: '/api/v1/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const csp = String(response.headers['content-security-policy']);
    const inline = [...response.body.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
      (match) => match[1] ?? '',
    );
    expect(inline.length).toBeGreaterThan(0);
    for (const body of inline) expect(csp).toContain(sha256(body));
    expect(csp).toMatch(/script-src 'self' 'sha256-/);
    expect(csp).not.toContain('nonce-');
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-frame-options']).toBe('DENY');
  });
});

describe('security headers in production', () => {
  it('tells browsers to use HTTPS only, for a year, and to upgrade any http: link of a page', async () => {
    const response = await production.inject({ url: '/' });
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000');
    expect(String(response.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
    const api = await production.inject({ url: '/api/v1/competitions' });
    expect(api.headers['strict-transport-security']).toBe('max-age=31536000');
  });
});
