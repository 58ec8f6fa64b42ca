import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/testApp.ts';
import { DEFAULT_CACHE_MAX_BYTES } from './responseCacheStore.ts';

describe('the response cache under unique URLs (issue #12 point 4)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const get = (url: string) => t.get(url);

  it('keeps one entry per route for 10,000 requests with unique unknown query parameters', async () => {
    const cheap = [
      '/api/v1/competitions',
      '/api/v1/competitions/68/seasons',
      '/api/v1/competitions/search?search=serie',
    ];
    for (let n = 0; n < 10_000; n++) {
      // The 370 KB OpenAPI document every 50th request, the rest spread over three small reads.
      const base = n % 50 === 0 ? '/api/v1/openapi.json' : (cheap[n % cheap.length] ?? '');
      const response = await get(`${base}${base.includes('?') ? '&' : '?'}cb=${n}&x${n}=${n}`);
      expect(response.statusCode).toBe(200);
    }
    const cache = t.app.responseCache;
    expect(cache.size).toBe(4);
    expect(cache.maxBytes).toBe(DEFAULT_CACHE_MAX_BYTES);
    expect(cache.bytes).toBeLessThan(2 * 1024 * 1024); // 4 answers, the largest the 370 KB document
    expect((await get('/api/v1/openapi.json?cb=other')).headers['x-cache']).toBe('HIT');
  }, 180_000);

  it('serves one entry for spellings of the same declared parameters, and separate ones for other values', async () => {
    const first = await get('/api/v1/competitions/search?search=premier&limit=5');
    expect(first.statusCode).toBe(200);
    const reordered = await get('/api/v1/competitions/search?limit=05&search=%70remier&junk=1');
    expect(reordered.headers['x-cache']).toBe('HIT');
    expect(reordered.body).toBe(first.body);
    const other = await get('/api/v1/competitions/search?search=premier&limit=6');
    expect(other.headers['x-cache']).toBeUndefined();
  });
});
