/**
 * One error handler for the whole API: validation errors become 400 naming the field, HttpErrors keep their
 * status, anything unexpected is logged and answered with a bare 500 (no message, no stack).
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import { STATUS_CODES } from 'node:http';
import { HttpError, type ErrorBody } from '../http/errors.ts';

function fieldOfValidation(error: FastifyError): string | undefined {
  const first = error.validation?.[0];
  if (!first) return undefined;
  const params = first.params as { missingProperty?: string; additionalProperty?: string } | undefined;
  const fromPath = first.instancePath.replace(/^\//, '').replaceAll('/', '.');
  return params?.missingProperty ?? params?.additionalProperty ?? (fromPath || undefined);
}

function body(statusCode: number, message: string, field?: string): ErrorBody {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message, ...(field ? { field } : {}) };
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation) {
      const field = fieldOfValidation(error);
      const where = error.validationContext ?? 'request';
      const message = `Invalid ${where}${field ? ` field "${field}"` : ''}: ${error.validation[0]?.message ?? 'invalid'}`;
      return reply.status(400).send(body(400, message, field));
    }
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send(body(error.statusCode, error.message, error.field));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send(body(status, error.message));
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send(body(500, 'Internal Server Error'));
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send(body(404, `Route ${request.method} ${request.url.split('?')[0]} not found`));
  });
}
