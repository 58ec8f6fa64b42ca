/**
 * After validation, a request whose params, query or JSON body hold a number that is not finite (`Infinity`,
 * `-Infinity`, `1e309`: the validator coerces them and lets them through its bounds) or a string with a NUL
 * character (PostgreSQL rejects it in text) or a lone UTF-16 surrogate (JSON's `"\ud800"`) is a 400 naming the field, before any handler or cache sees it.
 */
import type { FastifyInstance } from 'fastify';
import { BadRequestError } from '../http/errors.ts';

/** Half of a UTF-16 pair without its other half: not Unicode text, no database or hash takes it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The first unsafe value inside `value`: its dotted path ('' for the value itself) and the reason. */
export function findUnsafeValue(value: unknown, path = ''): { path: string; reason: string } | undefined {
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
  for (const [key, inner] of Object.entries(value)) {
    const found = findUnsafeValue(inner, path ? `${path}.${key}` : key);
    if (found) return found;
  }
  return undefined;
}

const PARTS = [
  ['params', 'params'],
  ['query', 'querystring'],
  ['body', 'body'],
] as const;

export function registerUnsafeValuesCheck(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    for (const [property, where] of PARTS) {
      const found = findUnsafeValue(request[property]);
      if (!found) continue;
      const field = found.path || where;
      throw new BadRequestError(`Invalid ${where} field "${field}": ${found.reason}`, field);
    }
  });
}
