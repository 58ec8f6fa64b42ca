import { describe, expect, it } from 'vitest';
import { etagOf } from './responseCache.ts';
import { ENTRY_OVERHEAD_BYTES, ResponseCache, sizeOfEntry } from './responseCacheStore.ts';

const entry = (payload: string, expiresAt = 1000) => ({
  payload: Buffer.from(payload),
  etag: etagOf(payload),
  contentType: 'application/json',
  expiresAt,
});
const sizeOf = (key: string, payload: string) => sizeOfEntry(key, entry(payload));

describe('ResponseCache', () => {
  it('returns an entry until it expires, and then forgets its bytes', () => {
    const cache = new ResponseCache({ maxBytes: 100_000 });
    cache.set('a', entry('{"a":1}', 1000));
    expect(cache.get('a', 999)?.payload.toString()).toBe('{"a":1}');
    expect(cache.get('a', 1000)).toBeUndefined();
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
  });

  it('counts each entry as its payload bytes, its strings at two bytes a character and a fixed overhead', () => {
    const cache = new ResponseCache({ maxBytes: 100_000 });
    const stored = entry('è'.repeat(1000));
    cache.set('key', stored);
    const strings = 'key'.length + stored.etag.length + stored.contentType.length;
    expect(cache.bytes).toBe(2000 + strings * 2 + ENTRY_OVERHEAD_BYTES);
    expect(cache.bytes).toBe(sizeOf('key', 'è'.repeat(1000)));
    cache.set('key', entry('y'));
    expect(cache.bytes).toBe(sizeOf('key', 'y'));
  });

  it('evicts the least recently used entries until the total fits the byte budget', () => {
    const payload = 'p'.repeat(400);
    const one = sizeOf('a', payload);
    const cache = new ResponseCache({ maxBytes: one * 3, maxEntryBytes: one });
    cache.set('a', entry(payload));
    cache.set('b', entry(payload));
    cache.set('c', entry(payload));
    expect(cache.get('a', 0)).toBeDefined(); // a is now the most recent: b is the oldest
    cache.set('d', entry(payload));
    expect(cache.get('b', 0)).toBeUndefined();
    expect(cache.get('a', 0)).toBeDefined();
    expect(cache.get('c', 0)).toBeDefined();
    expect(cache.get('d', 0)).toBeDefined();
    expect(cache.size).toBe(3);
    expect(cache.bytes).toBeLessThanOrEqual(cache.maxBytes);
  });

  it('does not keep an answer bigger than its share of the budget, nor an older answer under its key', () => {
    const cache = new ResponseCache({ maxBytes: 80_000 });
    expect(cache.maxEntryBytes).toBe(10_000);
    cache.set('small', entry('s'));
    cache.set('big', entry('b'));
    expect(cache.set('big', entry('b'.repeat(12_000)))).toBe(false);
    expect(cache.get('big', 0)).toBeUndefined();
    expect(cache.get('small', 0)?.payload.toString()).toBe('s');
    expect(cache.bytes).toBe(sizeOf('small', 's'));
  });

  it('stays within its budget whatever is written, and clear() empties it', () => {
    const cache = new ResponseCache({ maxBytes: 50_000 });
    for (let i = 0; i < 5_000; i++) cache.set(`k${i}`, entry('v'.repeat(i % 3_000)));
    expect(cache.bytes).toBeLessThanOrEqual(50_000);
    expect(cache.size).toBeLessThanOrEqual(50_000 / ENTRY_OVERHEAD_BYTES);
    cache.clear();
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
  });

  it('gives different payloads different strong ETags', () => {
    expect(etagOf('{"a":1}')).not.toBe(etagOf('{"a":2}'));
    expect(etagOf('x')).toMatch(/^"[A-Za-z0-9_-]+"$/);
  });
});
