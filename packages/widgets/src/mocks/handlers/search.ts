/**
 * The four search calls answered from the real API (fixtures/search.manifest.json): "valencia" (every section has
 * results, the matches still to play; Italian and English), "inter" (played matches with scores, no news) and
 * "lautaro" (players only). Any other text answers [], as the API does for a text nothing matches.
 */
/// <reference types="vite/client" />
import { http, HttpResponse, type JsonBodyType, type RequestHandler } from 'msw';
import { apiPath } from '../apiPath.ts';
import { wantsEnglish } from '../recordedAnswer.ts';

const files = import.meta.glob<JsonBodyType>('../fixtures/search.*.json', { eager: true, import: 'default' });

/** A recorded answer by its manifest name, e.g. `valencia.players` for `search.valencia.players.json`. */
export const searchFixture = (name: string): JsonBodyType | undefined =>
  files[`../fixtures/search.${name}.json`];

/** The texts with recorded answers, for tests and stories. */
export const SEARCH_TEXTS = {
  everySection: 'valencia',
  playedMatches: 'inter',
  playersOnly: 'lautaro',
  nothing: 'xyzzy',
} as const;

const section = (kind: 'players' | 'teams' | 'matches' | 'news') =>
  http.get(apiPath(`/${kind}/search`), ({ request }) => {
    const text = new URL(request.url).searchParams.get('search')?.trim().toLowerCase() ?? '';
    const recorded =
      (wantsEnglish(request) ? searchFixture(`${text}.${kind}.en`) : undefined) ??
      searchFixture(`${text}.${kind}`);
    return HttpResponse.json(recorded ?? []);
  });

export const searchHandlers: RequestHandler[] = [
  section('players'),
  section('teams'),
  section('matches'),
  section('news'),
];
