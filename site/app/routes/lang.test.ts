import { describe, expect, it } from 'vitest';
import { action, safeBack } from './lang.ts';

const post = (fields: Record<string, string>) =>
  action({
    request: new Request('http://localhost/lang', { method: 'POST', body: new URLSearchParams(fields) }),
    params: {},
    context: {},
  } as unknown as Parameters<typeof action>[0]);

describe('language switcher action', () => {
  it('sets the lang cookie and goes back to the page', async () => {
    const response = await post({ lang: 'it', back: '/news' });
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/news');
    expect(response.headers.get('Set-Cookie')).toMatch(/^lang=it;/);
  });

  it('never redirects off site', () => {
    expect(safeBack('//evil.example')).toBe('/');
    expect(safeBack('https://evil.example')).toBe('/');
    expect(safeBack('/squadre/ac-milan')).toBe('/squadre/ac-milan');
  });
});
