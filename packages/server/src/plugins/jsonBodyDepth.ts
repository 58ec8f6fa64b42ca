/**
 * JSON bodies nest at most MAX_JSON_DEPTH arrays/objects: a deeper body (`[[[[…]]]]`, 20,000 levels) is a 400
 * naming `body` before anything parses it, so no recursive code (validation, cloning) can overflow the stack.
 * Parsing itself stays Fastify's own (prototype-poisoning checks included).
 */
import type { FastifyInstance } from 'fastify';
import { BadRequestError } from '../http/errors.ts';

/** Deeper than any body our schemas accept (the deepest, a content page request, nests 3 levels). */
export const MAX_JSON_DEPTH = 32;

/** Whether JSON text opens more than `limit` nested arrays/objects (brackets inside strings do not count). */
export function jsonNestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c /* \ */) index++;
      else if (char === 0x22 /* " */) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x5b /* [ */ || char === 0x7b /* { */) {
      if (++depth > limit) return true;
    } else if (char === 0x5d /* ] */ || char === 0x7d /* } */) depth--;
  }
  return false;
}

export function registerJsonBodyDepth(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    if (jsonNestsDeeperThan(text, MAX_JSON_DEPTH)) {
      done(
        new BadRequestError(`The JSON body nests deeper than ${MAX_JSON_DEPTH} levels`, 'body'),
        undefined,
      );
      return;
    }
    parse(request, text, done);
  });
}
