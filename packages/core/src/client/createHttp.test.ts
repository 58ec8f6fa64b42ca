import { afterEach, describe, expect, it, vi } from 'vitest';
import { AbortedError } from './AbortedError.ts';
import { ApiClientError } from './ApiClientError.ts';
import { ApiRequestError } from './ApiRequestError.ts';
import { createHttp, type HttpOptions } from './createHttp.ts';
import type { AbortSignalLike, FetchLike, ResponseLike } from './fetchTypes.ts';
import { InvalidResponseError } from './InvalidResponseError.ts';
import { NetworkError } from './NetworkError.ts';
import { TimeoutError } from './TimeoutError.ts';
import { recordingFetch } from './testing/recordingFetch.ts';

const { AbortController } = globalThis as unknown as {
  AbortController: new () => { signal: AbortSignalLike; abort(reason?: unknown): void };
};

function reply(status: number, body?: unknown): ResponseLike {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  return { status, ok: status >= 200 && status < 300, text: async () => text };
}

/** A fetch that only settles when its signal aborts, like a real one on a hung connection. */
const hangingFetch: FetchLike = (_url, init) =>
  new Promise((_, reject) => init.signal?.addEventListener('abort', () => reject(new Error('AbortError'))));

function http(fetch: FetchLike, extra: Partial<HttpOptions> = {}) {
  return createHttp({ baseUrl: 'https://api.test', language: 'it', fetch, xsrfToken: () => null, ...extra });
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('createHttp headers', () => {
  it('sends Accept-Language and Basic auth on public calls', async () => {
    const { fetch, calls } = recordingFetch(() => reply(200, []));
    await http(fetch, { basicAuth: { user: 'user', password: 'pass' } })({ path: '/teams' });
    expect(calls[0]?.url).toBe('https://api.test/api/v1/teams');
    expect(calls[0]?.init.method).toBe('GET');
    expect(calls[0]?.init.headers).toEqual({
      Accept: 'application/json',
      'Accept-Language': 'it',
      Authorization: 'Basic dXNlcjpwYXNz',
    });
  });

  it('follows a language function', async () => {
    let language: 'it' | 'en' = 'it';
    const { fetch, calls } = recordingFetch(() => reply(200, {}));
    const request = http(fetch, { language: () => language });
    await request({ path: '/a' });
    language = 'en';
    await request({ path: '/a' });
    expect(calls.map((c) => c.init.headers['Accept-Language'])).toEqual(['it', 'en']);
  });

  it('sends the Bearer token, not Basic auth, on credentialed calls', async () => {
    const { fetch, calls } = recordingFetch(() => reply(200, {}));
    const request = http(fetch, { basicAuth: { user: 'u', password: 'p' }, token: () => 'jwt.abc' });
    await request({ path: '/backoffice/teams/1', credentialed: true });
    expect(calls[0]?.init.headers.Authorization).toBe('Bearer jwt.abc');
  });

  it('sends no Authorization on a credentialed call without a token', async () => {
    const { fetch, calls } = recordingFetch(() => reply(200, {}));
    await http(fetch, { basicAuth: { user: 'u', password: 'p' }, token: () => null })({
      path: '/auth/verifyToken',
      credentialed: true,
    });
    expect(calls[0]?.init.headers).not.toHaveProperty('Authorization');
  });

  it('sends X-XSRF-TOKEN and JSON on state-changing calls only', async () => {
    const { fetch, calls } = recordingFetch(() => reply(200, {}));
    const request = http(fetch, { xsrfToken: () => 'xsrf-1' });
    await request({ path: '/teams' });
    await request({ method: 'POST', path: '/news/getPaginated', json: { page: 1 } });
    expect(calls[0]?.init.headers).not.toHaveProperty('X-XSRF-TOKEN');
    expect(calls[1]?.init.headers).toMatchObject({
      'X-XSRF-TOKEN': 'xsrf-1',
      'Content-Type': 'application/json',
    });
    expect(calls[1]?.init.body).toBe('{"page":1}');
  });

  it('reads the XSRF-TOKEN cookie of the document by default', async () => {
    vi.stubGlobal('document', { cookie: 'lang=it; XSRF-TOKEN=from%20cookie' });
    const { fetch, calls } = recordingFetch(() => reply(200, {}));
    await createHttp({ baseUrl: '', language: 'en', fetch })({
      method: 'DELETE',
      path: '/backoffice/news/3',
    });
    expect(calls[0]?.init.headers['X-XSRF-TOKEN']).toBe('from cookie');
  });

  it('passes a raw body through without a Content-Type', async () => {
    const { fetch, calls } = recordingFetch(() => reply(200, {}));
    const form = { multipart: true };
    await http(fetch)({ method: 'PUT', path: '/news', body: form });
    expect(calls[0]?.init.body).toBe(form);
    expect(calls[0]?.init.headers).not.toHaveProperty('Content-Type');
  });
});

describe('createHttp answers', () => {
  it('accepts 200 to 299, parsing JSON, and an empty body as undefined', async () => {
    expect(await http(recordingFetch(() => reply(200, { id: 1 })).fetch)({ path: '/x' })).toEqual({ id: 1 });
    expect(await http(recordingFetch(() => reply(299, [1])).fetch)({ path: '/x' })).toEqual([1]);
    expect(await http(recordingFetch(() => reply(204)).fetch)({ path: '/x' })).toBeUndefined();
  });

  it.each([199, 300, 400, 401, 404, 500])('fails status %i with ApiRequestError', async (status) => {
    const error = await http(recordingFetch(() => reply(status)).fetch)({ path: '/x' }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toBeInstanceOf(ApiClientError);
    expect((error as ApiRequestError).status).toBe(status);
    expect((error as ApiRequestError).message).toBe(`Request failed with status code ${status}`);
  });

  it('keeps the JSON error body', async () => {
    const body = { statusCode: 400, error: 'Bad Request', message: 'Invalid querystring', field: 'turnId' };
    const error = await http(recordingFetch(() => reply(400, body)).fetch)({
      path: '/groups/1/getTeamStandings',
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as ApiRequestError).body).toEqual(body);
    expect((error as ApiRequestError).request).toBe('GET /api/v1/groups/1/getTeamStandings');
  });

  it('gives a null body when the error answer is not JSON', async () => {
    const error = await http(recordingFetch(() => reply(502, '<html>')).fetch)({ path: '/x' }).catch(
      (e: unknown) => e,
    );
    expect((error as ApiRequestError).body).toBeNull();
  });

  it('fails a connection error with NetworkError', async () => {
    const cause = new TypeError('fetch failed');
    const error = await http(recordingFetch(() => Promise.reject(cause)).fetch)({ path: '/x' }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as NetworkError).cause).toBe(cause);
  });

  it('fails a 2xx that is not JSON with InvalidResponseError', async () => {
    const error = await http(recordingFetch(() => reply(200, 'not json')).fetch)({ path: '/x' }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(InvalidResponseError);
  });
});

describe('createHttp timeout and cancellation', () => {
  it('fails with TimeoutError after timeoutMs, aborting the fetch', async () => {
    vi.useFakeTimers();
    let aborted = false;
    const fetch: FetchLike = (url, init) => {
      init.signal?.addEventListener('abort', () => (aborted = true));
      return hangingFetch(url, init);
    };
    const pending = http(fetch, { timeoutMs: 5000 })({ path: '/x' }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(4999);
    expect(aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error).toBeInstanceOf(TimeoutError);
    expect((error as TimeoutError).message).toBe('timeout of 5000ms exceeded');
    expect(aborted).toBe(true);
  });

  it('times out even when the fetch ignores its signal', async () => {
    vi.useFakeTimers();
    const pending = http(() => new Promise(() => {}), { timeoutMs: 100 })({ path: '/x' }).catch(
      (e: unknown) => e,
    );
    await vi.advanceTimersByTimeAsync(100);
    expect(await pending).toBeInstanceOf(TimeoutError);
  });

  it('fails with AbortedError without fetching when the signal is already aborted', async () => {
    const { fetch, calls } = recordingFetch(() => reply(200, {}));
    const controller = new AbortController();
    controller.abort();
    const error = await http(fetch)({ path: '/x', signal: controller.signal }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AbortedError);
    expect(calls).toHaveLength(0);
  });

  it('fails with AbortedError when cancelled in flight, aborting the fetch', async () => {
    let fetchSignal: AbortSignalLike | undefined;
    const fetch: FetchLike = (url, init) => {
      fetchSignal = init.signal;
      return hangingFetch(url, init);
    };
    const controller = new AbortController();
    const pending = http(fetch)({ path: '/x', signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    const error = await pending;
    expect(error).toBeInstanceOf(AbortedError);
    expect((error as AbortedError).message).toBe('Request aborted');
    expect(fetchSignal?.aborted).toBe(true);
  });

  it('clears its timer once answered', async () => {
    vi.useFakeTimers();
    await http(recordingFetch(() => reply(200, {})).fetch)({ path: '/x' });
    expect(vi.getTimerCount()).toBe(0);
  });
});
