import { describe, expect, it } from 'vitest';
import { LruCache } from './lruCache.ts';

describe('LruCache', () => {
  it('computes once per key and shares concurrent requests', async () => {
    const cache = new LruCache<number>(3, 1000);
    let calls = 0;
    const compute = async () => {
      calls += 1;
      return 42;
    };
    const [a, b] = await Promise.all([
      cache.getOrCompute('k', compute, 0),
      cache.getOrCompute('k', compute, 0),
    ]);
    expect([a, b, calls]).toEqual([42, 42, 1]);
  });

  it('evicts the least recently used entry, not the oldest inserted', async () => {
    const cache = new LruCache<string>(2, 1000);
    await cache.getOrCompute('a', async () => 'a', 0);
    await cache.getOrCompute('b', async () => 'b', 0);
    await cache.getOrCompute('a', async () => 'unused', 1); // a becomes the most recent
    await cache.getOrCompute('c', async () => 'c', 2);
    expect(cache.keys()).toEqual(['a', 'c']);
    expect(cache.size).toBe(2);
  });

  it('recomputes after the time limit', async () => {
    const cache = new LruCache<number>(2, 100);
    let calls = 0;
    const compute = async () => ++calls;
    expect(await cache.getOrCompute('k', compute, 0)).toBe(1);
    expect(await cache.getOrCompute('k', compute, 99)).toBe(1);
    expect(await cache.getOrCompute('k', compute, 100)).toBe(2);
  });

  it('forgets a failed computation', async () => {
    const cache = new LruCache<number>(2, 1000);
    await expect(cache.getOrCompute('k', () => Promise.reject(new Error('boom')), 0)).rejects.toThrow('boom');
    expect(cache.has('k', 0)).toBe(false);
    expect(await cache.getOrCompute('k', async () => 7, 0)).toBe(7);
  });

  it('rejects a non-positive bound', () => {
    expect(() => new LruCache(0, 1)).toThrow(RangeError);
  });
});
