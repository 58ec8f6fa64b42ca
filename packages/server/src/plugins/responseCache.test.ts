import { describe, expect, it } from 'vitest';
import { ResponseCache, etagOf } from './responseCache.ts';

const entry = (payload: string, expiresAt: number) => ({
  payload,
  etag: etagOf(payload),
  contentType: 'application/json',
  expiresAt,
});

describe('ResponseCache', () => {
  it('returns an entry until it expires', () => {
    const cache = new ResponseCache(10);
    cache.set('a', entry('{"a":1}', 1000));
    expect(cache.get('a', 999)?.payload).toBe('{"a":1}');
    expect(cache.get('a', 1000)).toBeUndefined();
  });
  it('evicts the oldest entry when full', () => {
    const cache = new ResponseCache(2);
    cache.set('a', entry('1', 10));
    cache.set('b', entry('2', 10));
    cache.set('c', entry('3', 10));
    expect(cache.get('a', 0)).toBeUndefined();
    expect(cache.get('c', 0)?.payload).toBe('3');
  });
  it('gives different payloads different strong ETags', () => {
    expect(etagOf('{"a":1}')).not.toBe(etagOf('{"a":2}'));
    expect(etagOf('x')).toMatch(/^"[A-Za-z0-9_-]+"$/);
  });
});
