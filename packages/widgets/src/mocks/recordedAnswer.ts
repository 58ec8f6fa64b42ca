/**
 * How the mock handlers answer from recorded data: in the request's language (Accept-Language), Italian where
 * English is not recorded; no recording lets the request fall through to the next handler.
 */
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { apiPath } from './apiPath.ts';

/** A recorded API answer in Italian, and in English where the data has one. */
export type Fixture = { it: JsonBodyType; en?: JsonBodyType };

/** Whether the request asks for English. */
export const wantsEnglish = (request: Request) =>
  request.headers.get('accept-language')?.startsWith('en') ?? false;

export const answer = (request: Request, fixture: Fixture | undefined) =>
  fixture ? HttpResponse.json((wantsEnglish(request) ? fixture.en : undefined) ?? fixture.it) : undefined;

/** GET `path` answered from `fixtures` by the path's `:id`. */
export const answerById = (path: string, fixtures: Record<string, Fixture>) =>
  http.get(apiPath(path), ({ request, params }) => answer(request, fixtures[String(params.id)]));

/**
 * A handler's recorded files (its `import.meta.glob` of `../fixtures/<prefix>.*.json`) by manifest name, e.g.
 * `home` for `<prefix>.home.json`; a name not recorded is an error in the test or story asking for it.
 */
export const fixturesByName =
  (files: Record<string, JsonBodyType>, prefix: string) =>
  (name: string): JsonBodyType => {
    const file = files[`../fixtures/${prefix}.${name}.json`];
    if (file === undefined) throw new Error(`No fixture ${prefix}.${name}`);
    return file;
  };
