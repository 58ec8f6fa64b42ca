/**
 * A page during a database outage (issue #12): the API answers 503 with Retry-After, a loader's read then fails
 * (an `ApiRequestError`) and the root error boundary shows the calm error page — but React Router would send it
 * with status 500, as for a bug. Each request's API calls go through `recordingOutages`, which remembers a 503
 * answer for that request; the root middleware `outageStatus` turns the failed page's 500 into a 503 with the
 * API's Retry-After, so browsers, crawlers and monitors see "come back shortly", not a crash.
 */
import type { MiddlewareFunction } from 'react-router';
import type { FetchLike, ResponseLike } from '@pallone/core';

/** Seconds to wait when the API's 503 carried no Retry-After (the API sends 5). */
export const DEFAULT_RETRY_AFTER = '5';

const outages = new WeakMap<Request, string>();

function retryAfterOf(answer: ResponseLike): string {
  const headers = (answer as { headers?: { get?: (name: string) => string | null } }).headers;
  const value = headers?.get?.('retry-after');
  return value && /^\d{1,6}$/.test(value) ? value : DEFAULT_RETRY_AFTER;
}

/** `fetch`, noting on `request` any API answer 503 (the database is unavailable). */
export function recordingOutages(request: Request, fetch: FetchLike): FetchLike {
  return async (url, init) => {
    const answer = await fetch(url, init);
    if (answer.status === 503) outages.set(request, retryAfterOf(answer));
    return answer;
  };
}

/** Root middleware: a page that failed (5xx) after the API answered 503 is a 503 with Retry-After. */
export const outageStatus: MiddlewareFunction<Response> = async ({ request }, next) => {
  const response = await next();
  const retryAfter = outages.get(request);
  if (retryAfter === undefined || response.status < 500) return response;
  const headers = new Headers(response.headers);
  headers.set('Retry-After', retryAfter);
  headers.set('Cache-Control', 'no-store');
  return new Response(response.body, { status: 503, statusText: 'Service Unavailable', headers });
};
