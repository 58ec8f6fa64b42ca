/**
 * Test-only: points the site's loaders at the real API the `site` project's global setup started
 * (`realApiGlobalSetup.ts`), through PALLONE_API_BASE and the public credentials `api.server.ts` reads.
 */
import { beforeAll, inject } from 'vitest';
import type { Match, Paginated } from '@pallone/core';
import type { NewsSummary } from '../lib/content.ts';
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

/** The first match with a prediction (the next one to be played) and its prediction article's slug. */
export async function nextPrediction(): Promise<{ match: Match; detailSlug: string }> {
  const list = await apiRead<{ items: Match[] }>('/matches/predictions/getPaginated', {
    json: { page: 1, pageSize: 1 },
  });
  const match = list.items[0];
  if (!match) throw new Error('The data has no match with a prediction');
  return { match, detailSlug: `pronostico-${match.pallonecomSlug}` };
}

/**
 * In a test file: the real API used and, before the file's tests, the next match with a prediction read; its
 * `match` and `detailSlug` are read in the tests.
 */
export function nextPredictionForFile(): { readonly match: Match; readonly detailSlug: string } {
  let found: { match: Match; detailSlug: string } | undefined;
  beforeAll(async () => {
    useRealApi();
    found = await nextPrediction();
  });
  const read = () => {
    if (!found) throw new Error('The next prediction is read in tests, after beforeAll');
    return found;
  };
  return {
    get match() {
      return read().match;
    },
    get detailSlug() {
      return read().detailSlug;
    },
  };
}

/**
 * A page of news as the API lists it now. Another test file may publish one article meanwhile (newest first),
 * which moves every item down one place: tests pick items that stay on the same page either way.
 */
export const newsPage = (page: number, language: 'it' | 'en') =>
  apiRead<Paginated<NewsSummary>>('/news/getPaginated', { language, json: { page, pageSize: 12 } });
