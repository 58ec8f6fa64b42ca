import { QueryClient } from '@tanstack/react-query';
import {
  createApiClient,
  readCookie,
  XSRF_COOKIE_NAME,
  type ApiClient,
  type FetchLike,
  type Language,
} from '@pallone/core';
import { chooseLanguage } from '../i18n/chooseLanguage.ts';
import { cachingFetch } from './apiCache.server.ts';
import { recordingOutages } from './apiOutage.server.ts';

/** One cache for the whole site server: public API answers kept for their max-age (decision 009). */
const apiFetch = cachingFetch();
const globalFetch: FetchLike = (url, init) => fetch(url, init as RequestInit);

/** SPEC §6: the shared public credentials (public by design), from the server's environment. */
export function publicCredentials(): { user: string; password: string } {
  return {
    user: process.env.PUBLIC_API_USER ?? 'pallone',
    password: process.env.PUBLIC_API_PASSWORD ?? 'pallone',
  };
}

/** The API as seen from the server: its own origin unless PALLONE_API_BASE says otherwise. */
export function apiBase(): string {
  return process.env.PALLONE_API_BASE ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`;
}

export interface ServerApi {
  client: ApiClient;
  language: Language;
  /** Collects what the first paint needs; loaders hand it to the browser with `dehydrate`. */
  queryClient: QueryClient;
}

/**
 * A browser where staff are signed in to the back-office (it holds the session's XSRF-TOKEN cookie): its pages
 * skip the shared API cache, so an editor sees a change the moment it is saved; visitors may see it up to the
 * API's max-age later, as behind a CDN.
 */
export function isStaffBrowser(request: Request): boolean {
  return readCookie(request.headers.get('cookie') ?? undefined, XSRF_COOKIE_NAME) !== null;
}

/** One request's API access: the visitor's language on every call, a fresh QueryClient to prefetch into. */
export function serverApi(request: Request): ServerApi {
  const language = chooseLanguage(request.headers);
  const client = createApiClient({
    baseUrl: apiBase(),
    language,
    basicAuth: publicCredentials(),
    timeoutMs: 10_000,
    fetch: recordingOutages(request, isStaffBrowser(request) ? globalFetch : apiFetch),
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
  return { client, language, queryClient };
}
