import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { isDatabaseUnavailable, registerErrorHandler } from './errorHandler.ts';

function pgError(code: string, message: string): Error {
  return Object.assign(new Error(message), { code });
}

describe('isDatabaseUnavailable', () => {
  it.each([
    pgError('57P01', 'terminating connection due to administrator command'),
    pgError('57P02', 'terminating connection due to crash of another server process'),
    pgError('57P03', 'the database system is starting up'),
    pgError('08006', 'connection failure'),
    pgError('08003', 'connection does not exist'),
    pgError('08001', 'could not connect'),
    pgError('08000', 'connection exception'),
    pgError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'),
    pgError('ECONNRESET', 'read ECONNRESET'),
    pgError('55000', 'database "pallone" is not currently accepting connections'),
    new Error('Connection terminated unexpectedly'),
    new Error('timeout exceeded when trying to connect'),
    // Drizzle wraps the driver's error: the cause decides.
    new Error('Failed query: select 1', { cause: pgError('57P01', 'terminating connection') }),
  ])('%s is a lost database', (error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    pgError('23505', 'duplicate key value violates unique constraint'),
    pgError('42P01', 'relation does not exist'),
    pgError('55000', 'cannot perform operation on a table that is being used'),
    new Error('boom'),
    null,
    'a string',
  ])('%s is not', (error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe('the error handler', () => {
  /** What an app with the handler answers a GET whose route throws `error`. */
  async function answerTo(error: Error) {
    const app = Fastify();
    registerErrorHandler(app);
    app.get('/x', async () => {
      throw error;
    });
    await app.ready();
    const response = await app.inject({ method: 'GET', url: '/x' });
    await app.close();
    return response;
  }

  it('answers a lost database with 503, Retry-After and no stack', async () => {
    const response = await answerTo(
      new Error('Failed query: select 1', {
        cause: pgError('57P01', 'terminating connection due to administrator command'),
      }),
    );
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toEqual({
      statusCode: 503,
      error: 'Service Unavailable',
      message: 'The database is unavailable, retry shortly',
    });
  });

  it.each([
    ['22021', 'invalid byte sequence for encoding "UTF8": 0x00'],
    ['22P02', 'invalid input syntax for type integer: "Infinity"'],
    ['22003', 'integer out of range'],
  ])('answers a value the database refuses (%s) with a 400, not a 500', async (code, message) => {
    const response = await answerTo(new Error('Failed query: select 1', { cause: pgError(code, message) }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'A value of the request is not accepted (out of range or invalid)',
    });
  });

  it('answers an unreadable multipart body with a 400 naming the body', async () => {
    const response = await answerTo(new Error('Multipart: Boundary not found'));
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe('body');
  });

  it('names the body when the body is not JSON or not an object', async () => {
    const app = Fastify();
    registerErrorHandler(app);
    app.post('/x', { schema: { body: { type: 'object' } } }, async () => ({ ok: true }));
    await app.ready();
    const post = (payload: string) =>
      app.inject({ method: 'POST', url: '/x', headers: { 'content-type': 'application/json' }, payload });
    expect((await post('{"a":')).json()).toMatchObject({ statusCode: 400, field: 'body' });
    expect((await post('[1]')).json()).toMatchObject({ statusCode: 400, field: 'body' });
    await app.close();
  });

  it('keeps other errors a bare 500', async () => {
    const response = await answerTo(pgError('23505', 'duplicate key'));
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      statusCode: 500,
      error: 'Internal Server Error',
      message: 'Internal Server Error',
    });
  });
});
