import { describe, expect, it } from 'vitest';
import { MemoCache } from './standingsCache.ts';

describe('MemoCache', () => {
  it('computes once per key within the time limit, and again after it', async () => {
    const cache = new MemoCache<number>(10, 1000);
    let calls = 0;
    const compute = async () => ++calls;
    expect(await cache.getOrCompute('a', compute, 0)).toBe(1);
    expect(await cache.getOrCompute('a', compute, 999)).toBe(1);
    expect(await cache.getOrCompute('a', compute, 1000)).toBe(2);
  });

  it('shares one computation between concurrent callers', async () => {
    const cache = new MemoCache<string>(10, 1000);
    let calls = 0;
    const compute = async () => {
      calls += 1;
      return 'table';
    };
    await Promise.all([cache.getOrCompute('k', compute), cache.getOrCompute('k', compute)]);
    expect(calls).toBe(1);
  });

  it('drops the oldest entry when full, and forgets failures', async () => {
    const cache = new MemoCache<number>(2, 1000);
    await cache.getOrCompute('a', async () => 1);
    await cache.getOrCompute('b', async () => 2);
    await cache.getOrCompute('c', async () => 3);
    expect(cache.size).toBe(2);
    await expect(cache.getOrCompute('x', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await cache.getOrCompute('x', async () => 4)).toBe(4);
  });
});
