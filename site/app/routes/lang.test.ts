import { describe, expect, it } from 'vitest';
import { action } from './lang.ts';
import { safeBack } from '../lib/safeBack.ts';

const call = (request: Request) =>
  action({ request, params: {}, context: {} } as unknown as Parameters<typeof action>[0]);

const post = (fields: Record<string, string>) =>
  call(new Request('http://localhost/lang', { method: 'POST', body: new URLSearchParams(fields) }));

/** Every `back` a browser would follow off the site (issue #12). */
const OFF_SITE = [
  '/\\evil.example',
  '/\\/evil.example',
  '\\\\evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/ /evil.example',
  '//evil.example',
  '///evil.example',
  'https://evil.example',
  'javascript:alert(1)',
  'evil.example',
  '',
  '/\u0000/evil.example',
  '/\u200b/evil.example',
];

describe('language switcher action', () => {
  it('sets the lang cookie and goes back to the page', async () => {
    const response = await post({ lang: 'it', back: '/news' });
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/news');
    expect(response.headers.get('Set-Cookie')).toMatch(/^lang=it;/);
  });

  it('goes back to a path with its query string', async () => {
    const response = await post({ lang: 'en', back: '/news/2?sort=new&x=%2F%2Fa' });
    expect(response.headers.get('Location')).toBe('/news/2?sort=new&x=%2F%2Fa');
  });

  it('goes to the linked translation of the chosen language when the page names one', async () => {
    const fields = { back: '/news/derby-it', 'back-it': '/news/derby-it', 'back-en': '/news/derby-en' };
    expect((await post({ ...fields, lang: 'en' })).headers.get('Location')).toBe('/news/derby-en');
    expect((await post({ ...fields, lang: 'it' })).headers.get('Location')).toBe('/news/derby-it');
    expect((await post({ lang: 'en', 'back-en': '//evil.example' })).headers.get('Location')).toBe('/');
  });

  it.each(OFF_SITE)('never redirects off site: %j', async (back) => {
    expect(safeBack(back)).toBe('/');
    const response = await post({ lang: 'it', back });
    expect(response.headers.get('Location')).toBe('/');
  });

  it('decodes encoded variants before judging them', async () => {
    for (const body of [
      'lang=it&back=%2F%5Cevil.example',
      'lang=it&back=%2F%09%2Fevil.example',
      'lang=it&back=%2F%2Fevil.example',
    ]) {
      const response = await call(
        new Request('http://localhost/lang', {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body,
        }),
      );
      expect(response.headers.get('Location')).toBe('/');
    }
  });

  it('keeps same-site paths', () => {
    expect(safeBack('/squadre/ac-milan')).toBe('/squadre/ac-milan');
    expect(safeBack('/')).toBe('/');
    expect(safeBack(null)).toBe('/');
  });

  it('answers 400 to a body that is not a form', async () => {
    const request = new Request('http://localhost/lang', {
      method: 'POST',
      headers: { 'Content-Type': 'multipart/form-data; boundary=xyz' },
      body: 'this is --not-- multipart at all\r\n--abc\r\n',
    });
    const failure: unknown = await call(request).catch((error: unknown) => error);
    expect(failure).toMatchObject({ init: { status: 400 } });
  });
});
