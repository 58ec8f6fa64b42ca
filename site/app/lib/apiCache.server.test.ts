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

describe('cachingFetch bounds', () => {
  const answer = (text: string) => async () =>
    new Response(text, { headers: { 'Cache-Control': 'public, max-age=60' } });

  it('stays within its byte budget, evicting the least recently used answers first', async () => {
    const cached = cachingFetch(answer('x'.repeat(1_000)), () => 0, { maxEntries: 500, maxBytes: 20_000 });
    await cached('http://api/first', get);
    for (let n = 0; n < 50; n++) {
      await cached(`http://api/page-${n}`, get);
      await cached('http://api/first', get); // kept in use
      expect(cached.bytes()).toBeLessThanOrEqual(20_000);
    }
    expect(cached.size()).toBeLessThan(20);
    expect(cached.size()).toBeGreaterThan(1);
    const fetched: string[] = [];
    const probe = cachingFetch(
      (url) => {
        fetched.push(url);
        return answer('{}')();
      },
      () => 0,
      { maxEntries: 2, maxBytes: 20_000 },
    );
    await probe('http://api/a', get);
    await probe('http://api/b', get);
    await probe('http://api/a', get); // a is the most recent: b goes when c comes
    await probe('http://api/c', get);
    await probe('http://api/a', get);
    await probe('http://api/b', get);
    expect(fetched).toEqual(['http://api/a', 'http://api/b', 'http://api/c', 'http://api/b']);
  });

  it('does not keep an answer bigger than an eighth of the budget', async () => {
    const cached = cachingFetch(answer('y'.repeat(5_000)), () => 0, { maxEntries: 500, maxBytes: 40_000 });
    await cached('http://api/big', get);
    expect(cached.size()).toBe(0);
    expect(cached.bytes()).toBe(0);
  });
});
