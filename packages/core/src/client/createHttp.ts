import type { ApiErrorBody } from '../types/ApiErrorBody.ts';
import type { Language } from '../types/Language.ts';
import { AbortedError } from './AbortedError.ts';
import { ApiRequestError } from './ApiRequestError.ts';
import { buildUrl, type QueryValue } from './buildUrl.ts';
import { API_PREFIX, DEFAULT_TIMEOUT_MS, XSRF_COOKIE_NAME, XSRF_HEADER_NAME } from './clientConstants.ts';
import { encodeBasicAuth } from './encodeBasicAuth.ts';
import { runtime, type AbortSignalLike, type FetchLike } from './fetchTypes.ts';
import { InvalidResponseError } from './InvalidResponseError.ts';
import { NetworkError } from './NetworkError.ts';
import { readCookie } from './readCookie.ts';
import { TimeoutError } from './TimeoutError.ts';

export interface HttpOptions {
  /** The API's origin, e.g. `https://api.pallone.com`; "" for the page's own origin. */
  baseUrl: string;
  /** Sent as Accept-Language on every call; a function to follow the visitor's choice. */
  language: Language | (() => Language);
  /** SPEC §6: the shared credentials of public calls. */
  basicAuth?: { user: string; password: string };
  /** SPEC §6: the back-office token (from storage key `jwt_token`) for credentialed calls. */
  token?: () => string | null;
  /** SPEC §7: the XSRF token; by default the XSRF-TOKEN cookie of `document`, when there is one. */
  xsrfToken?: () => string | null;
  fetch?: FetchLike;
  /** Default 30 s; 0 disables the timeout. */
  timeoutMs?: number;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  /** Cancels the request; it then fails with `AbortedError`. */
  signal?: AbortSignalLike;
}

export interface ApiRequest extends RequestOptions {
  method?: HttpMethod;
  /** Below /api/v1, starting with "/"; path segments must already be encoded. */
  path: string;
  query?: Record<string, QueryValue>;
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as is (a FormData for multipart uploads); the runtime sets its Content-Type. */
  body?: unknown;
  /** Back-office call: Bearer token instead of the public basic auth. */
  credentialed?: boolean;
}

export type Http = <T>(request: ApiRequest) => Promise<T>;

function errorBody(text: string): ApiErrorBody | null {
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null && 'statusCode' in parsed
      ? (parsed as ApiErrorBody)
      : null;
  } catch {
    return null;
  }
}

/** The transport under the typed client: headers, auth, XSRF, status check, timeout and cancellation. */
export function createHttp(options: HttpOptions): Http {
  const fetchFn = options.fetch ?? runtime.fetch?.bind(globalThis);
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const language =
    typeof options.language === 'function' ? options.language : () => options.language as Language;
  const xsrfToken = options.xsrfToken ?? (() => readCookie(runtime.document?.cookie, XSRF_COOKIE_NAME));
  const basic = options.basicAuth
    ? encodeBasicAuth(options.basicAuth.user, options.basicAuth.password)
    : null;

  function headersFor(request: ApiRequest, method: HttpMethod): Record<string, string> {
    const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': language() };
    if (request.credentialed) {
      const token = options.token?.();
      if (token) headers.Authorization = `Bearer ${token}`;
    } else if (basic) {
      headers.Authorization = basic;
    }
    if (method !== 'GET') {
      const xsrf = xsrfToken();
      if (xsrf) headers[XSRF_HEADER_NAME] = xsrf;
    }
    if (request.json !== undefined) headers['Content-Type'] = 'application/json';
    return headers;
  }

  return async function http<T>(request: ApiRequest): Promise<T> {
    const method = request.method ?? 'GET';
    const label = `${method} ${API_PREFIX}${request.path}`;
    const { signal } = request;
    if (!fetchFn) throw new NetworkError(label, new Error('No fetch implementation'));
    if (signal?.aborted) throw new AbortedError(label, signal.reason);

    const controller = runtime.AbortController ? new runtime.AbortController() : undefined;
    let stop: (error: Error) => void = () => {};
    const stopped = new Promise<never>((_, reject) => (stop = reject));
    const onAbort = () => {
      stop(new AbortedError(label, signal?.reason));
      controller?.abort(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    const timer =
      timeoutMs > 0
        ? runtime.setTimeout?.(() => {
            stop(new TimeoutError(timeoutMs, label));
            controller?.abort();
          }, timeoutMs)
        : undefined;

    const exchange = async (): Promise<T> => {
      let status: number;
      let text: string;
      try {
        const response = await fetchFn(buildUrl(options.baseUrl, request.path, request.query), {
          method,
          headers: headersFor(request, method),
          body: request.json !== undefined ? JSON.stringify(request.json) : request.body,
          signal: controller?.signal ?? signal,
        });
        status = response.status;
        text = await response.text();
      } catch (error) {
        throw signal?.aborted ? new AbortedError(label, signal.reason) : new NetworkError(label, error);
      }
      if (status < 200 || status > 299) throw new ApiRequestError(status, errorBody(text), label);
      if (text === '') return undefined as T;
      try {
        return JSON.parse(text) as T;
      } catch (error) {
        throw new InvalidResponseError(status, label, error);
      }
    };

    try {
      return await Promise.race([exchange(), stopped]);
    } finally {
      if (timer !== undefined) runtime.clearTimeout?.(timer);
      signal?.removeEventListener('abort', onAbort);
    }
  };
}
