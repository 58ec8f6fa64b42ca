import { describe, expect, it } from 'vitest';
import { action } from './consent.ts';

async function post(fields: Record<string, string>, url = 'http://localhost/consent') {
  const request = new Request(url, { method: 'POST', body: new URLSearchParams(fields) });
  return (await action({ request, params: {}, context: {} } as Parameters<typeof action>[0])) as Response;
}

describe('/consent without JavaScript', () => {
  it('records the choice and goes back to the page', async () => {
    const response = await post({ consent: 'denied', back: '/news?page=2' });
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/news?page=2');
    expect(response.headers.get('Set-Cookie')).toMatch(
      /^pallone_consent=denied; Path=\/; Max-Age=\d+; SameSite=Lax$/,
    );
  });

  it('marks the cookie Secure over HTTPS', async () => {
    const response = await post({ consent: 'granted', back: '/' }, 'https://pallone.example/consent');
    expect(response.headers.get('Set-Cookie')).toMatch(/^pallone_consent=granted; .*; Secure$/);
  });

  it('sets nothing for an unknown choice and never redirects off the site', async () => {
    const response = await post({ consent: 'maybe', back: '//evil.example/' });
    expect(response.headers.get('Location')).toBe('/');
    expect(response.headers.get('Set-Cookie')).toBeNull();
  });

  it.each(['/\\evil.example', '/\t/evil.example', '//evil.example', 'https://evil.example'])(
    'goes home instead of off the site: %j',
    async (back) => {
      const response = await post({ consent: 'granted', back });
      expect(response.headers.get('Location')).toBe('/');
    },
  );

  it('answers 400 to a body that is not a form', async () => {
    const request = new Request('http://localhost/consent', {
      method: 'POST',
      headers: { 'Content-Type': 'multipart/form-data; boundary=xyz' },
      body: 'garbage',
    });
    const call = action({ request, params: {}, context: {} } as Parameters<typeof action>[0]);
    await expect(call).rejects.toMatchObject({ init: { status: 400 } });
  });
});
