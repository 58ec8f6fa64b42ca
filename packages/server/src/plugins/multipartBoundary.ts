/**
 * A `multipart/form-data` request without a boundary (or with one over RFC 2046's 70 characters) cannot be read: it is a 400 naming the `content-type`
 * header as soon as the headers arrive, instead of an error deep in the multipart parser.
 */
import type { FastifyInstance } from 'fastify';
import { BadRequestError } from '../http/errors.ts';

const MULTIPART = /^\s*multipart\//i;
/** RFC 2046: 1 to 70 characters (the parser refuses longer ones with a bare error). */
const BOUNDARY = /;\s*boundary=("[^"]{1,70}"|[^\s;"]{1,70})\s*(;|$)/i;

/** Whether a Content-Type header is multipart without a usable boundary parameter. */
export function isMultipartWithoutBoundary(contentType: string | undefined): boolean {
  return contentType !== undefined && MULTIPART.test(contentType) && !BOUNDARY.test(contentType);
}

export function registerMultipartBoundaryCheck(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (isMultipartWithoutBoundary(request.headers['content-type'])) {
      throw new BadRequestError(
        'Invalid header "content-type": multipart/form-data needs a boundary parameter (1 to 70 characters)',
        'content-type',
      );
    }
  });
}
