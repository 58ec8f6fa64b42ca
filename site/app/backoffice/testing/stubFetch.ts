import { afterEach, beforeEach, expect, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { JWT_STORAGE_KEY } from '@pallone/core';
import { AUTHORS, BOOKMAKERS, COMPETITIONS, INTER_TORINO } from './pickerData.ts';

/** What the back-office sends to `fetch`: the URL and the init the core client builds. */
export type FetchInit = { method: string; headers: Record<string, string>; body?: FormData | string };

/** The server of a test: every call but the pickers' reads (see `pickerFetch`). */
export const fetchMock = vi.fn<(url: string, init: FetchInit) => Promise<Response>>();

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The pickers' reads (lists of bookmakers, authors, competitions; match search and by id), answered from pickerData. */
export const pickerFetch = vi.fn((url: string): Response | null => {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  if (pathname === '/api/v1/backoffice/bookmakers') return json(200, BOOKMAKERS);
  if (pathname === '/api/v1/backoffice/authors') return json(200, AUTHORS);
  if (pathname === '/api/v1/competitions') return json(200, COMPETITIONS);
  if (pathname === `/api/v1/matches/${INTER_TORINO.id}`) return json(200, INTER_TORINO);
  if (pathname === '/api/v1/matches/search') {
    const words = (searchParams.get('search') ?? '').split(' ');
    const names = `${INTER_TORINO.homeName} ${INTER_TORINO.awayName}`.toLowerCase();
    return json(200, words.every((word) => names.includes(word)) ? [INTER_TORINO] : []);
  }
  if (pathname === '/api/v1/matches')
    return json(200, {
      items: searchParams.get('date') === '2025-08-25' ? [INTER_TORINO] : [],
      total: 1,
      page: 1,
      pageSize: 100,
    });
  return null;
});

/**
 * Stubs `fetch` (the pickers' reads answered by `pickerFetch`, the rest by `fetchMock`), signs a staff user in
 * (jwt_token) and sets the XSRF-TOKEN cookie, for every test of a file.
 */
export function stubStaffFetch(): void {
  beforeEach(() => {
    fetchMock.mockReset();
    pickerFetch.mockClear();
    vi.stubGlobal('fetch', (url: string, init: FetchInit) => {
      const answer = init.method === 'GET' ? pickerFetch(url) : null;
      return answer ? Promise.resolve(answer) : fetchMock(url, init);
    });
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
