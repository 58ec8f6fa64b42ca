/**
 * Walks every operation of the generated OpenAPI document: each one answers 401 without the public
 * credentials (the live feed's route: without its Bearer token, configured here), 400 to malformed ids, and
 * never a 5xx for arbitrary parameters (fast-check).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createTestApp, type TestApp } from '../testing/testApp.ts';
import { API_PREFIX } from '../app.ts';

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema?: { type?: string | string[]; enum?: unknown[] };
}
interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  /** The operation's own security: `[]` = open (login), `bearerAuth` = staff only (tested in staffContract). */
  security?: Record<string, string[]>[];
}

const isOpen = (operation: Operation) => Array.isArray(operation.security) && operation.security.length === 0;
const isStaffOnly = (operation: Operation) =>
  operation.security?.some((requirement) => 'bearerAuth' in requirement) ?? false;

let t: TestApp;
let operations: Operation[] = [];

beforeAll(async () => {
  t = await createTestApp({ feedToken: 'contract-feed-token' });
  const document = (await t.get(`${API_PREFIX}/openapi.json`)).json() as {
    paths: Record<string, Record<string, { parameters?: Parameter[]; security?: Operation['security'] }>>;
  };
  operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      parameters: operation.parameters ?? [],
      ...(operation.security ? { security: operation.security } : {}),
    })),
  );
});
afterAll(() => t.close());

const fill = (path: string, values: Record<string, string>) =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(values[name] ?? '1'));

describe('the OpenAPI document', () => {
  it('lists the public reads under /api/v1', () => {
    const paths = operations.map((operation) => operation.path);
    expect(paths).toContain(`${API_PREFIX}/competitions/pallonecomSlug/{slug}`);
    expect(paths).toContain(`${API_PREFIX}/groups/{id}/getTeamStandings`);
    expect(paths).toContain(`${API_PREFIX}/players/search`);
    expect(operations.length).toBeGreaterThan(40);
  });

  it('is OpenAPI 3.1 and is served without credentials', async () => {
    const response = await t.inject({ method: 'GET', url: `${API_PREFIX}/openapi.json` });
    expect(response.statusCode).toBe(200);
    expect(response.json().openapi).toBe('3.1.0');
  });
});

describe('every operation', () => {
  it('answers 401 without the public credentials (all but the open login)', async () => {
    for (const operation of operations.filter((operation) => !isOpen(operation))) {
      const response = await t.inject({ method: operation.method as 'GET', url: fill(operation.path, {}) });
      expect({ path: operation.path, status: response.statusCode }).toEqual({
        path: operation.path,
        status: 401,
      });
    }
  });

  it('answers 400 naming the field to a malformed integer id', async () => {
    const withIntegerPathParam = operations.filter(
      (operation) =>
        operation.method === 'GET' &&
        !isStaffOnly(operation) &&
        operation.parameters.some((p) => p.in === 'path' && p.schema?.type === 'integer'),
    );
    expect(withIntegerPathParam.length).toBeGreaterThan(10);
    for (const operation of withIntegerPathParam) {
      const bad = Object.fromEntries(
        operation.parameters.filter((p) => p.in === 'path').map((p) => [p.name, 'abc']),
      );
      const response = await t.get(fill(operation.path, bad));
      expect({ path: operation.path, status: response.statusCode }).toEqual({
        path: operation.path,
        status: 400,
      });
      expect(response.json().field).toBeTypeOf('string');
    }
  });

  it('never answers 5xx to arbitrary path and query values', async () => {
    const gets = operations.filter((operation) => operation.method === 'GET' && !isStaffOnly(operation));
    const value = fc.oneof(
      fc.integer({ min: -5, max: 3_000_000_000 }).map(String),
      fc.string({ maxLength: 12 }),
      fc.constantFrom('', ' ', '2024-02-30', 'true', 'null', '%', "'; drop table teams; --", 'Südtirol'),
    );
    for (const operation of gets) {
      const names = operation.parameters.filter((p) => p.in !== 'header').map((p) => p.name);
      await fc.assert(
        fc.asyncProperty(
          fc.dictionary(fc.constantFrom(...(names.length ? names : ['x'])), value),
          async (values) => {
            const query = new URLSearchParams(
              Object.entries(values).filter(([name]) =>
                operation.parameters.some((p) => p.name === name && p.in === 'query'),
              ),
            ).toString();
            const url = `${fill(operation.path, values)}${query ? `?${query}` : ''}`;
            const response = await t.get(url);
            return response.statusCode < 500;
          },
        ),
        { numRuns: 15 },
      );
    }
  });
});
