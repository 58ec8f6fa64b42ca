/**
 * After validation, a request whose params, query or JSON body hold a number that is not finite (`Infinity`,
 * `-Infinity`, `1e309`: the validator coerces them and lets them through its bounds), a string with a NUL
 * character (PostgreSQL rejects it in text) or a lone UTF-16 surrogate (JSON's `"\ud800"`) is a 400 naming the
 * field, before any handler or cache sees it. `rejectUnsafeValues` does the same for a multipart form's `data`
 * JSON, and there also refuses nesting deeper than MAX_JSON_DEPTH (the JSON body parser does not see it).
 */
import type { FastifyInstance } from 'fastify';
import { BadRequestError } from '../http/errors.ts';
import { MAX_JSON_DEPTH } from './jsonBodyDepth.ts';

/** Half of a UTF-16 pair without its other half: not Unicode text, no database or hash takes it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The first unsafe value inside `value`: its dotted path ('' for the value itself) and the reason. */
export function findUnsafeValue(
  value: unknown,
  path = '',
  depth = 0,
): { path: string; reason: string } | undefined {
  if (typeof value === 'number') {
    return Number.isFinite(value) ? undefined : { path, reason: 'must be a finite number' };
  }
  if (typeof value === 'string') {
    if (value.includes('\u0000')) return { path, reason: 'must not contain NUL (\\u0000) characters' };
    return LONE_SURROGATE.test(value)
      ? { path, reason: 'must be valid Unicode (a lone surrogate)' }
      : undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  if (depth >= MAX_JSON_DEPTH) return { path, reason: `nests deeper than ${MAX_JSON_DEPTH} levels` };
  for (const [key, inner] of Object.entries(value)) {
    const found = findUnsafeValue(inner, path ? `${path}.${key}` : key, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/** Throws a 400 naming the field of the first unsafe value; `where` names the part (params, body, data…). */
export function rejectUnsafeValues(value: unknown, where: string): void {
  const found = findUnsafeValue(value);
  if (!found) return;
  const field = found.path || where;
  throw new BadRequestError(`Invalid ${where} field "${field}": ${found.reason}`, field);
}

const PARTS = [
  ['params', 'params'],
  ['query', 'querystring'],
  ['body', 'body'],
] as const;

export function registerUnsafeValuesCheck(app: FastifyInstance): void {
  app.addHook('preHandler', (request, _reply, done) => {
    try {
      for (const [property, where] of PARTS) rejectUnsafeValues(request[property], where);
    } catch (error) {
      done(error as Error);
      return;
    }
    done();
  });
}
