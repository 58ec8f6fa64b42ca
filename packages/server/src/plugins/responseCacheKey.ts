/**
 * The response cache's key: the matched route (its pattern, not the URL text), its path parameters and only the
 * query parameters its schema declares, after validation (coerced, defaults applied), in sorted order; plus
 * the language, and the host for `cacheByHost` routes. Unknown query parameters (`?cb=123`) and spellings of
 * the same value (`?limit=05`, percent-encoding, parameter order) therefore share one entry.
 */
import type { FastifyRequest } from 'fastify';

const declaredNamesBySchema = new WeakMap<object, readonly string[]>();

/** Property names a JSON schema declares, through `allOf`/`anyOf`/`oneOf`, sorted. */
export function declaredQueryNames(schema: unknown): readonly string[] {
  if (typeof schema !== 'object' || schema === null) return [];
  const known = declaredNamesBySchema.get(schema);
  if (known) return known;
  const names = new Set<string>();
  const visit = (node: unknown) => {
    if (typeof node !== 'object' || node === null) return;
    const { properties, allOf, anyOf, oneOf } = node as Record<string, unknown>;
    if (typeof properties === 'object' && properties !== null)
      for (const name of Object.keys(properties)) names.add(name);
    for (const list of [allOf, anyOf, oneOf]) if (Array.isArray(list)) list.forEach(visit);
  };
  visit(schema);
  const sorted = [...names].sort();
  declaredNamesBySchema.set(schema, sorted);
  return sorted;
}

function pairs(values: unknown, names: readonly string[]): string {
  if (typeof values !== 'object' || values === null) return '';
  const record = values as Record<string, unknown>;
  return names
    .filter((name) => record[name] !== undefined)
    .map((name) => `${encodeURIComponent(name)}=${encodeURIComponent(JSON.stringify(record[name]))}`)
    .join('&');
}

/** The cache key of a request, or null when no route matched (nothing to cache). */
export function responseCacheKey(request: FastifyRequest): string | null {
  const route = request.routeOptions.url;
  if (route === undefined) return null;
  const host = request.routeOptions.config.cacheByHost === true ? request.host : '';
  const params = request.params as Record<string, unknown> | undefined;
  const paramNames = params ? Object.keys(params).sort() : [];
  const queryNames = declaredQueryNames(request.routeOptions.schema?.querystring);
  return [request.language, host, route, pairs(params, paramNames), pairs(request.query, queryNames)].join(
    '|',
  );
}
