/**
 * Issue #12: a Host header must not reach another visitor's feed. With PALLONE_SITE_ORIGIN the feeds and sitemaps
 * link to it whatever the Host; without it (development) they link to the request's host and are cached per host.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';

const URLS = ['/rss/tutte.xml', '/rss/generali.xml?lang=en', '/sitemap.xml', '/sitemaps/pages-1.xml'];

const read = (t: TestApp, url: string, host: string) => t.inject({ method: 'GET', url, headers: { host } });

describe('without PALLONE_SITE_ORIGIN (development)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each(URLS)(
    '%s: an evil Host is answered to its sender only, never cached for the next reader',
    async (url) => {
      const evil = await read(t, url, 'evil.example');
      expect(evil.statusCode).toBe(200);
      expect(evil.body).toContain('https://evil.example/');
      for (let i = 0; i < 2; i++) {
        const normal = await read(t, url, 'www.pallone.test');
        expect(normal.statusCode).toBe(200);
        expect(normal.body).not.toContain('evil.example');
        expect(normal.body).toContain('https://www.pallone.test/');
      }
      // The second normal read came from the cache: its own entry, not the evil one.
      expect((await read(t, url, 'www.pallone.test')).headers['x-cache']).toBe('HIT');
    },
  );
});

describe('with PALLONE_SITE_ORIGIN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ siteOrigin: 'https://www.pallone.example' });
  });
  afterAll(() => t.close());

  it.each(URLS)('%s links to the configured origin whatever the Host', async (url) => {
    const evil = await read(t, url, 'evil.example');
    expect(evil.statusCode).toBe(200);
    expect(evil.body).not.toContain('evil.example');
    expect(evil.body).toContain('https://www.pallone.example/');
    const normal = await read(t, url, 'www.pallone.test');
    expect(normal.body).not.toContain('evil.example');
    expect(normal.body).toContain('https://www.pallone.example/');
  });
});
