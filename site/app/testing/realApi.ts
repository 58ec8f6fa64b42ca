/**
 * Test-only: points the site's loaders at the real API the `site` project's global setup started
 * (`realApiGlobalSetup.ts`), through PALLONE_API_BASE and the public credentials `api.server.ts` reads.
 */
import { inject } from 'vitest';
import './providedContext.ts';
import type { RealApiLocation } from './providedContext.ts';

/** Sets the loaders' environment for this test file and returns where the API is. */
export function useRealApi(): RealApiLocation {
  const api = inject('realApi');
  process.env.PALLONE_API_BASE = api.base;
  process.env.PUBLIC_API_USER = api.user;
  process.env.PUBLIC_API_PASSWORD = api.password;
  return api;
}

/** A read of the public API (POST with `json`), for the facts a test looks up before opening a page. */
export async function apiRead<T>(path: string, options: { json?: unknown; language?: 'it' | 'en' } = {}) {
  const { base, user, password } = inject('realApi');
  const response = await fetch(`${base}/api/v1${path}`, {
    method: options.json === undefined ? 'GET' : 'POST',
    headers: {
      authorization: `Basic ${btoa(`${user}:${password}`)}`,
      'accept-language': options.language ?? 'en',
      ...(options.json === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(options.json === undefined ? {} : { body: JSON.stringify(options.json) }),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** The `lang` cookie a visitor who picked Italian or English sends. */
export const LANG = { it: { cookie: 'lang=it' }, en: { cookie: 'lang=en' } } as const;
