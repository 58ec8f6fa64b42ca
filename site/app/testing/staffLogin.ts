import type { RealApiLocation } from './providedContext.ts';

/**
 * Logs the seeded admin into the real API and gives the headers a staff write needs: the bearer token, the
 * XSRF token echoed from its cookie, and that cookie (add the request's own content-type).
 */
export async function staffLogin({ base, admin }: RealApiLocation): Promise<Record<string, string>> {
  const login = await fetch(`${base}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  const { token } = (await login.json()) as { token: string };
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(login.headers.get('set-cookie') ?? '')?.[1] ?? '';
  return { authorization: `Bearer ${token}`, 'x-xsrf-token': xsrf, cookie: `XSRF-TOKEN=${xsrf}` };
}
