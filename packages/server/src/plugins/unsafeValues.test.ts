import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { findUnsafeValue, registerUnsafeValuesCheck } from './unsafeValues.ts';
import { registerErrorHandler } from './errorHandler.ts';

describe('findUnsafeValue', () => {
  it('finds non-finite numbers and NUL characters, with their path', () => {
    expect(findUnsafeValue({ a: 1, b: [2, Infinity] })).toEqual({
      path: 'b.1',
      reason: 'must be a finite number',
    });
    expect(findUnsafeValue({ filters: { search: 'a\u0000b' } })?.path).toBe('filters.search');
    expect(findUnsafeValue(-Infinity)?.path).toBe('');
    expect(findUnsafeValue(Number.NaN)?.reason).toBe('must be a finite number');
    expect(findUnsafeValue({ email: '\uD800' })?.path).toBe('email');
    expect(findUnsafeValue({ email: 'x\uDC00' })?.reason).toBe('must be valid Unicode (a lone surrogate)');
  });

  it('stops at the JSON depth limit instead of overflowing the stack', () => {
    let deep: unknown = 1;
    for (let level = 0; level < 20_000; level++) deep = [deep];
    expect(findUnsafeValue({ data: deep })?.reason).toBe('nests deeper than 32 levels');
  });

  it('passes ordinary values', () => {
    expect(findUnsafeValue({ a: 1.5, b: ['x', null, true], c: { d: 'Südtirol 🏟️' } })).toBeUndefined();
  });
});

describe('a request with an unsafe value', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify({ ajv: { customOptions: { coerceTypes: true } } });
    registerErrorHandler(app);
    registerUnsafeValuesCheck(app);
    app.get(
      '/items/:id',
      {
        schema: {
          params: Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }) }),
          querystring: Type.Object({ url: Type.Optional(Type.String()) }),
        },
      },
      async () => ({ ok: true }),
    );
    app.post('/login', async () => ({ ok: true }));
    await app.ready();
  });
  afterAll(() => app.close());

  it.each(['Infinity', '-Infinity', '1e309'])('/items/%s is a 400 naming id', async (id) => {
    const response = await app.inject({ method: 'GET', url: `/items/${id}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      field: 'id',
      message: 'Invalid params field "id": must be a finite number',
    });
  });

  it('a NUL byte in the query is a 400 naming the parameter', async () => {
    const response = await app.inject({ method: 'GET', url: '/items/1?url=https://a.example/%00' });
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe('url');
  });

  it('a NUL byte or 1e309 in a JSON body is a 400 naming the field', async () => {
    const nul = await app.inject({ method: 'POST', url: '/login', payload: { email: 'a\u0000@b.example' } });
    expect(nul.json()).toMatchObject({ statusCode: 400, field: 'email' });
    const huge = await app.inject({
      method: 'POST',
      url: '/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"page":1e309}',
    });
    expect(huge.json()).toMatchObject({ statusCode: 400, field: 'page' });
  });

  it('lets ordinary values through', async () => {
    expect((await app.inject({ method: 'GET', url: '/items/7?url=https://a.example/' })).statusCode).toBe(
      200,
    );
  });
});
