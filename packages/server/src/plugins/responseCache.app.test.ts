import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/testApp.ts';

describe('the response cache on a real read', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const url = '/api/v1/competitions/68/seasons';

  it('serves the second read from memory with the same ETag, and 304 to a conditional GET', async () => {
    const first = await t.get(url);
    const second = await t.get(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-cache']).toBeUndefined();
    expect(second.headers['x-cache']).toBe('HIT');
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.body).toBe(first.body);
    const conditional = await t.get(url, { headers: { 'if-none-match': String(first.headers.etag) } });
    expect(conditional.statusCode).toBe(304);
  });

  it('answers fresh from the database when the client sends Cache-Control: no-cache', async () => {
    await t.get(url);
    const fresh = await t.get(url, { headers: { 'cache-control': 'no-cache' } });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.headers['x-cache']).toBeUndefined();
  });

  it('keeps languages apart', async () => {
    const italian = await t.get('/api/v1/competitions/pallonecomSlug/italia-serie-a', { language: 'it' });
    const english = await t.get('/api/v1/competitions/pallonecomSlug/italia-serie-a', { language: 'en' });
    expect(italian.json().country.name).toBe('Italia');
    expect(english.json().country.name).toBe('Italy');
  });

  it('still asks for the credentials, and sends the security and CORS headers, on a read it keeps', async () => {
    const kept = await t.get(url);
    const again = await t.get(url);
    expect(again.headers['x-cache']).toBe('HIT');
    const anonymous = await t.inject({ method: 'GET', url, headers: { 'accept-language': 'en' } });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.body).not.toBe(kept.body);
    for (const name of [
      'x-frame-options',
      'access-control-allow-origin',
      'vary',
      'cache-control',
      'etag',
      'content-security-policy',
    ])
      expect(again.headers[name]).toBe(kept.headers[name]);
    expect(again.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
  });

  it('keeps the API reference its own policy when its page is answered from memory', async () => {
    const first = await t.inject({ method: 'GET', url: '/api/v1/docs/' });
    const again = await t.inject({ method: 'GET', url: '/api/v1/docs/' });
    expect(again.headers['x-cache']).toBe('HIT');
    expect(again.body).toBe(first.body);
    expect(String(again.headers['content-security-policy'])).toMatch(/script-src 'self' 'sha256-/);
    expect(again.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
  });
});
