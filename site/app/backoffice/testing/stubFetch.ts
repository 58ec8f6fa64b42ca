import { afterEach, beforeEach, expect, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { JWT_STORAGE_KEY } from '@pallone/core';

/** What the back-office sends to `fetch`: the URL and the init the core client builds. */
export type FetchInit = { method: string; headers: Record<string, string>; body?: FormData | string };

export const fetchMock = vi.fn<(url: string, init: FetchInit) => Promise<Response>>();

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Stubs `fetch`, signs a staff user in (jwt_token) and sets the XSRF-TOKEN cookie, for every test of a file. */
export function stubStaffFetch(): void {
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    localStorage.setItem(JWT_STORAGE_KEY, 'jwt.staff');
    document.cookie = 'XSRF-TOKEN=xsrf-1';
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
}

/** The n-th call: URL, method, headers and the parsed `data` of a multipart body (or the JSON body). */
export function sent(index = 0) {
  const call = fetchMock.mock.calls[index];
  if (!call) throw new Error(`no fetch call #${index}`);
  const [url, init] = call;
  const body = init.body;
  const data: unknown =
    body instanceof FormData ? JSON.parse(String(body.get('data'))) : body ? JSON.parse(body) : undefined;
  return { url, method: init.method, headers: init.headers, body, data };
}

/** The staff write carried the Bearer token and echoed the XSRF cookie, to the expected method and URL. */
export function expectStaffWrite(request: ReturnType<typeof sent>, method: string, url: string): void {
  expect({ method: request.method, url: request.url }).toEqual({ method, url });
  expect(request.headers.Authorization).toBe('Bearer jwt.staff');
  expect(request.headers['X-XSRF-TOKEN']).toBe('xsrf-1');
}
