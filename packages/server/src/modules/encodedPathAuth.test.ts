/**
 * Issue #12: the public basic auth must hold however the path is spelled. The router decodes percent-escapes, so
 * `/%61pi/v1/seasons` reaches `/api/v1/seasons`; every operation of the OpenAPI document, reached through
 * encoded spellings of its path, answers 401 without credentials (the open login excepted), as it does plainly.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/testApp.ts';
import { API_PREFIX } from '../app.ts';

interface Operation {
  method: string;
  path: string;
  open: boolean;
}

let t: TestApp;
let operations: Operation[] = [];

beforeAll(async () => {
  t = await createTestApp({ feedToken: 'encoded-path-feed-token' });
  const document = (await t.get(`${API_PREFIX}/openapi.json`)).json() as {
    paths: Record<string, Record<string, { security?: unknown[] }>>;
  };
  operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path: path.replace(/\{\w+\}/g, '1'),
      open: Array.isArray(operation.security) && operation.security.length === 0,
    })),
  );
});
afterAll(() => t.close());

const hex = (letter: string) => `%${letter.charCodeAt(0).toString(16)}`;

/** Spellings of `path` the router treats as `path`: one letter of `api`, of `v1` or of the resource escaped. */
function encodedVariants(path: string): string[] {
  const rest = path.slice(API_PREFIX.length);
  const letter = rest.search(/[a-z]/i);
  const variants = [
    `/${hex('a')}pi/v1${rest}`,
    `/ap${hex('i')}/v1${rest}`,
    `/api/${hex('v')}1${rest}`,
    `/${hex('a')}${hex('p')}${hex('i')}/${hex('v')}${hex('1')}${rest}`,
  ];
  if (letter >= 0)
    variants.push(
      `${API_PREFIX}${rest.slice(0, letter)}${hex(rest[letter]!)}${rest.slice(letter + 1)}`,
      `${API_PREFIX}${rest.slice(0, letter)}${hex(rest[letter]!).toUpperCase()}${rest.slice(letter + 1)}`,
    );
  return variants;
}

describe('percent-encoded paths', () => {
  it('reach the same routes (with credentials: the encoded spelling is served)', async () => {
    for (const url of encodedVariants(`${API_PREFIX}/seasons`)) {
      const response = await t.get(url);
      expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
    }
  });

  it('answer 401 without credentials, for every operation but the open login', async () => {
    const guarded = operations.filter((operation) => !operation.open);
    expect(guarded.length).toBeGreaterThan(40);
    const answers: { method: string; url: string; status: number }[] = [];
    for (const operation of guarded)
      for (const url of encodedVariants(operation.path)) {
        const response = await t.inject({ method: operation.method as 'GET', url });
        answers.push({ method: operation.method, url, status: response.statusCode });
      }
    expect(answers.filter((answer) => answer.status !== 401)).toEqual([]);
  });

  it('do not let a newsletter signup through without credentials', async () => {
    for (const url of encodedVariants(`${API_PREFIX}/newsletter`)) {
      const response = await t.inject({
        method: 'POST',
        url,
        payload: { email: 'encoded-path@example.com' },
      });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 401 });
    }
  });

  it('keep unknown API paths at 401 and the OpenAPI document open', async () => {
    expect((await t.inject({ method: 'GET', url: `/${hex('a')}pi/v1/no-such-thing` })).statusCode).toBe(401);
    expect((await t.inject({ method: 'GET', url: `${API_PREFIX}/${hex('o')}penapi.json` })).statusCode).toBe(
      200,
    );
  });
});
