import { describe, expect, it, vi } from 'vitest';
import { announceDataChanged } from '@pallone/core';
import { cachingFetch, publicMaxAge } from './apiCache.server.ts';

const get = { method: 'GET', headers: { 'Accept-Language': 'it', Authorization: 'Basic x' } };

function api(cacheControl: string | null, status = 200) {
  let calls = 0;
  const fetchFn = vi.fn(async () => {
    calls += 1;
    return new Response(JSON.stringify({ calls }), {
      status,
      headers: cacheControl ? { 'Cache-Control': cacheControl } : {},
    });
  });
  return fetchFn;
}

describe('publicMaxAge', () => {
  it('reads max-age of public answers only', () => {
    expect(publicMaxAge('public, max-age=300, stale-while-revalidate=1500')).toBe(300);
    expect(publicMaxAge('private, max-age=300')).toBe(0);
    expect(publicMaxAge('public, no-store, max-age=30')).toBe(0);
    expect(publicMaxAge('public')).toBe(0);
    expect(publicMaxAge(null)).toBe(0);
  });
});

describe('cachingFetch', () => {
  it('answers a repeated GET from the cache until its max-age has passed', async () => {
    let clock = 0;
    const fetchFn = api('public, max-age=15');
    const cached = cachingFetch(fetchFn, () => clock);
    expect(await (await cached('http://api/x', get)).text()).toBe('{"calls":1}');
    clock = 14_999;
    expect(await (await cached('http://api/x', get)).text()).toBe('{"calls":1}');
    clock = 15_000;
    expect(await (await cached('http://api/x', get)).text()).toBe('{"calls":2}');
    expect(fetchFn).toHaveBeenCalledTimes(2);
  });

  it('shares one call between concurrent identical requests', async () => {
    const fetchFn = api('public, max-age=60');
    const cached = cachingFetch(fetchFn);
    const answers = await Promise.all([cached('http://api/x', get), cached('http://api/x', get)]);
    expect(answers[0]).toBe(answers[1]);
    expect(fetchFn).toHaveBeenCalledTimes(1);
  });

  it('keys on the headers (language, credentials) as well as the URL', async () => {
    const fetchFn = api('public, max-age=60');
    const cached = cachingFetch(fetchFn);
    await cached('http://api/x', get);
    await cached('http://api/x', { ...get, headers: { ...get.headers, 'Accept-Language': 'en' } });
    await cached('http://api/y', get);
    expect(fetchFn).toHaveBeenCalledTimes(3);
  });

  it('never keeps errors, private or uncacheable answers, nor non-GET requests', async () => {
    for (const [cacheControl, status] of [
      ['public, max-age=60', 404],
      ['private, max-age=60', 200],
      [null, 200],
    ] as const) {
      const fetchFn = api(cacheControl, status);
      const cached = cachingFetch(fetchFn);
      await cached('http://api/x', get);
      await cached('http://api/x', get);
      expect(fetchFn).toHaveBeenCalledTimes(2);
      expect(cached.size()).toBe(0);
    }
    const fetchFn = api('public, max-age=60');
    const cached = cachingFetch(fetchFn);
    await cached('http://api/x', { ...get, method: 'POST', body: '{}' });
    await cached('http://api/x', { ...get, method: 'POST', body: '{}' });
    expect(fetchFn).toHaveBeenCalledTimes(2);
  });

  it('forgets a failed call, so the next request tries again', async () => {
    const fetchFn = vi
      .fn()
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValue(new Response('{}', { headers: { 'Cache-Control': 'public, max-age=60' } }));
    const cached = cachingFetch(fetchFn);
    await expect(cached('http://api/x', get)).rejects.toThrow('down');
    expect(await (await cached('http://api/x', get)).text()).toBe('{}');
  });

  it('drops every answer when stored data changes, so the next call fetches again', async () => {
    const fetchFn = api('public, max-age=60');
    const cached = cachingFetch(fetchFn);
    expect(await (await cached('http://api/x', get)).text()).toBe('{"calls":1}');
    expect(await (await cached('http://api/x', get)).text()).toBe('{"calls":1}');
    announceDataChanged();
    expect(await (await cached('http://api/x', get)).text()).toBe('{"calls":2}');
    expect(await (await cached('http://api/x', get)).text()).toBe('{"calls":2}');
    expect(fetchFn).toHaveBeenCalledTimes(2);
  });

  it('does not keep an answer that was in flight when data changed', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const fetchFn = api('public, max-age=60');
    const cached = cachingFetch(async () => {
      await gate;
      return fetchFn();
    });
    const before = cached('http://api/x', get);
    announceDataChanged();
    release();
    expect(await (await before).text()).toBe('{"calls":1}');
    expect(cached.size()).toBe(0);
    expect(await (await cached('http://api/x', get)).text()).toBe('{"calls":2}');
  });
});
