/**
 * One error handler for the whole API: validation errors become 400 naming the field, HttpErrors keep their
 * status, a lost database connection (an outage, a restart) is a 503 with Retry-After, a value the database
 * refuses (SQLSTATE class 22: NUL in text, out of range, bad date) or a body the multipart parser cannot read is
 * a 400 (the input guards of plugins/inputGuards.ts name the field first), anything unexpected is logged and
 * answered with a bare 500 (no message, no stack).
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

/** SQLSTATEs of a connection lost or refused: admin/crash shutdown, cannot connect now, connection exceptions. */
const CONNECTION_SQLSTATES = new Set([
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08003',
  '08006',
  '08001',
  '08004',
]);
const CONNECTION_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const CONNECTION_MESSAGES = [
  'Connection terminated', // pg: the server closed the connection (unexpectedly, or due to connection timeout)
  'timeout exceeded when trying to connect', // pg-pool: connectionTimeoutMillis
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  // 55000 with this text: the database refuses new connections (ALLOW_CONNECTIONS false, a restart's last
  // moments); 55000 alone is a wider class, so the message decides.
  'is not currently accepting connections',
];
/** Seconds a client should wait before retrying while the database is unreachable. */
export const RETRY_AFTER_SECONDS = 5;

/** Whether an error (or any error in its `cause` chain, e.g. Drizzle's DrizzleQueryError) is a lost database. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current !== 'object') return false;
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (CONNECTION_SQLSTATES.has(code) || CONNECTION_ERRNOS.has(code)))
      return true;
    if (typeof message === 'string' && CONNECTION_MESSAGES.some((text) => message.includes(text)))
      return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Whether an error (or its cause, as Drizzle wraps it) is a data exception: the database refused a value. */
export function isRefusedValue(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current !== 'object') return false;
    const { code } = current as { code?: unknown };
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Errors the multipart parser (busboy) throws on a body it cannot read: plain Errors, known by their text. */
const MULTIPART_MESSAGES = [
  'Multipart: Boundary not found',
  'Boundary required',
  'unexpected end of multipart data',
  'Unexpected end of multipart data',
];
const isUnreadableMultipart = (error: Error) =>
  MULTIPART_MESSAGES.some((text) => error.message.includes(text));

function body(statusCode: number, message: string, field?: string): ErrorBody {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message, ...(field ? { field } : {}) };
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation) {
      const field = fieldOfValidation(error);
      const where = error.validationContext ?? 'request';
      const message = `Invalid ${where}${field ? ` field "${field}"` : ''}: ${error.validation[0]?.message ?? 'invalid'}`;
      // The whole part is wrong (a body that is not an object): the part is the field.
      return reply.status(400).send(body(400, message, field ?? error.validationContext));
    }
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send(body(error.statusCode, error.message, error.field));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's content-type parsers (FST_ERR_CTP_*: invalid JSON, empty body, unsupported media type) refuse the body.
      const field = error.code?.startsWith('FST_ERR_CTP_') ? 'body' : undefined;
      return reply.status(status).send(body(status, error.message, field));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('Retry-After', String(RETRY_AFTER_SECONDS))
        .header('Cache-Control', 'no-store')
        .send(body(503, 'The database is unavailable, retry shortly'));
    }
    if (isRefusedValue(error)) {
      request.log.warn({ err: error }, 'value refused by the database');
      return reply
        .status(400)
        .send(body(400, 'A value of the request is not accepted (out of range or invalid)'));
    }
    if (isUnreadableMultipart(error)) {
      return reply.status(400).send(body(400, `Unreadable multipart body: ${error.message}`, 'body'));
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send(body(500, 'Internal Server Error'));
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send(body(404, `Route ${request.method} ${request.url.split('?')[0]} not found`));
  });
}
