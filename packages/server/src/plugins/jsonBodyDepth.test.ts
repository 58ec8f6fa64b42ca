import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonNestsDeeperThan, MAX_JSON_DEPTH, registerJsonBodyDepth } from './jsonBodyDepth.ts';
import { registerErrorHandler } from './errorHandler.ts';

describe('jsonNestsDeeperThan', () => {
  it.each([
    ['[[[]]]', 3, false],
    ['[[[[]]]]', 3, true],
    ['{"a":{"b":[1,{"c":2}]}}', 4, false],
    ['{"a":{"b":[1,{"c":2}]}}', 3, true],
    ['["[[[[[[", "{{{{{"]', 1, false],
    ['["\\"[[[[["]', 1, false],
    ['[][][][][]', 1, false],
  ])('%s deeper than %i: %s', (text, limit, deeper) => {
    expect(jsonNestsDeeperThan(text, limit)).toBe(deeper);
  });
});

describe('a JSON body', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    registerErrorHandler(app);
    registerJsonBodyDepth(app);
    app.post('/echo', async (request) => request.body);
    await app.ready();
  });
  afterAll(() => app.close());
  const post = (payload: string) =>
    app.inject({ method: 'POST', url: '/echo', headers: { 'content-type': 'application/json' }, payload });

  it('20,000 levels deep is a 400 naming the body', async () => {
    const response = await post('['.repeat(20_000) + ']'.repeat(20_000));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      field: 'body',
      message: `The JSON body nests deeper than ${MAX_JSON_DEPTH} levels`,
    });
  });

  it('within the limit is parsed as before', async () => {
    const response = await post('{"filters":{"ids":[1,2]},"sort":{"field":"date"}}');
    expect(response.json()).toEqual({ filters: { ids: [1, 2] }, sort: { field: 'date' } });
  });

  it('keeps refusing prototype poisoning and broken JSON with a 400', async () => {
    expect((await post('{"__proto__":{"admin":true}}')).statusCode).toBe(400);
    expect((await post('{"a":')).statusCode).toBe(400);
  });
});
