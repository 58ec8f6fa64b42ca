/**
 * Malformed input never reaches a handler as a 5xx (issue #12): JSON nesting depth, multipart boundaries, and
 * non-finite numbers and NUL characters anywhere in params, query or body. Register before the routes and the
 * response cache, so the guards run first.
 */
import type { FastifyInstance } from 'fastify';
import { registerJsonBodyDepth } from './jsonBodyDepth.ts';
import { registerMultipartBoundaryCheck } from './multipartBoundary.ts';
import { registerUnsafeValuesCheck } from './unsafeValues.ts';

export function registerInputGuards(app: FastifyInstance): void {
  registerJsonBodyDepth(app);
  registerMultipartBoundaryCheck(app);
  registerUnsafeValuesCheck(app);
}
