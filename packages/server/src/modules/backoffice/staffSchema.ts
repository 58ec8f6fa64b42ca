/**
 * The schema of a staff route: tagged `backoffice`, its summary, its params and body when it has them, and its
 * answer beside the errors every staff route may give (400 bad input, 401, 403, 404 an unknown record).
 */
import type { TSchema } from 'typebox';
import { ErrorBody } from '@pallone/contract';

export const STAFF_ERRORS = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

export function staffSchema<Answer extends TSchema, Parts extends { params?: TSchema; body?: TSchema }>(
  summary: string,
  answer: Answer,
  parts: Parts = {} as Parts,
) {
  return { tags: ['backoffice'], summary, ...parts, response: { 200: answer, ...STAFF_ERRORS } };
}
