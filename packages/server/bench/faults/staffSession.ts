/** Signs the bench admin in: the headers a staff call needs (Bearer token, XSRF cookie and header). */
import { BENCH_ADMIN } from './faultsServer.ts';

export async function staffHeaders(origin: string): Promise<Record<string, string>> {
  const response = await fetch(`${origin}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(BENCH_ADMIN),
  });
  if (!response.ok) throw new Error(`login → ${response.status} ${await response.text()}`);
  const { token } = (await response.json()) as { token: string };
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(response.headers.getSetCookie().join('; '))?.[1] ?? '';
  return { authorization: `Bearer ${token}`, 'x-xsrf-token': xsrf, cookie: `XSRF-TOKEN=${xsrf}` };
}
