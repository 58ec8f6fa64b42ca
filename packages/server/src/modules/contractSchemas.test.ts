/**
 * The contract and the OpenAPI document agree (issue #17 §1, decision 031): every operation documents its JSON
 * success answer and its JSON body with a schema of `@pallone/contract` (or a list of one), so the shapes core
 * derives its types from are the shapes the API validates, serializes and documents.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contract from '@pallone/contract';
import { createTestApp, type TestApp } from '../testing/testApp.ts';
import { API_PREFIX } from '../app.ts';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
interface Content {
  content?: Record<string, { schema?: Json }>;
}
type Operation = { requestBody?: Content; responses?: Record<string, Content> };

/**
 * One text per schema, whatever the order of its keys; `const: x` is written `enum: [x]`, as the OpenAPI
 * document writes it.
 */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) => {
    if (!inner || typeof inner !== 'object' || Array.isArray(inner)) return inner;
    const entries = Object.entries(inner).map(([key, child]): [string, unknown] =>
      key === 'const' ? ['enum', [child]] : [key, child],
    );
    return Object.fromEntries(entries.sort(([a], [b]) => a.localeCompare(b)));
  });
}

const isSchema = (value: unknown): value is object =>
  typeof value === 'object' && value !== null && ('type' in value || 'anyOf' in value || 'enum' in value);

/** Every schema the contract exports, as the document writes it (plain JSON). */
const contractSchemas = new Set(
  Object.values(contract)
    .filter(isSchema)
    .map((schema) => canonical(JSON.parse(JSON.stringify(schema)))),
);

/** A schema of the contract, or a list of one (`Type.Array(Match)` in a route). */
function fromContract(schema: Json): boolean {
  if (contractSchemas.has(canonical(schema))) return true;
  return (
    typeof schema === 'object' &&
    schema !== null &&
    !Array.isArray(schema) &&
    schema.type === 'array' &&
    schema.items !== undefined &&
    contractSchemas.has(canonical(schema.items))
  );
}

let t: TestApp;
let operations: { name: string; operation: Operation }[] = [];

beforeAll(async () => {
  t = await createTestApp({ feedToken: 'contract-feed-token' });
  const document = (await t.get(`${API_PREFIX}/openapi.json`)).json() as {
    paths: Record<string, Record<string, Operation>>;
  };
  operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      name: `${method.toUpperCase()} ${path}`,
      operation,
    })),
  );
});
afterAll(() => t.close());

const isText = (schema: Json) =>
  typeof schema === 'object' && schema !== null && !Array.isArray(schema) && schema.type === 'string';

const jsonSchemaOf = (content: Content | undefined) => content?.content?.['application/json']?.schema;

describe('the contract and the OpenAPI document', () => {
  it('document every JSON success answer with a schema of the contract', () => {
    const answers = operations.flatMap(({ name, operation }) =>
      Object.entries(operation.responses ?? {})
        .filter(([status]) => status.startsWith('2'))
        .flatMap(([status, response]) => {
          const schema = jsonSchemaOf(response);
          // A bare string is a document of its own (the SVG badge, RSS), not a JSON answer.
          if (schema === undefined || isText(schema)) return [];
          return [{ where: `${name} ${status}`, schema }];
        }),
    );
    expect(answers.length).toBeGreaterThan(100);
    expect(answers.filter((answer) => !fromContract(answer.schema)).map((answer) => answer.where)).toEqual(
      [],
    );
  });

  it('document every JSON body with a schema of the contract', () => {
    const bodies = operations.flatMap(({ name, operation }) => {
      const schema = jsonSchemaOf(operation.requestBody);
      return schema === undefined ? [] : [{ where: name, schema }];
    });
    expect(bodies.length).toBeGreaterThan(10);
    expect(bodies.filter((body) => !fromContract(body.schema)).map((body) => body.where)).toEqual([]);
  });

  it('is the contract the server reads: a match in the document is the contract’s MatchBody', () => {
    const match = operations.find(({ name }) => name === `GET ${API_PREFIX}/matches/{id}`);
    expect(canonical(jsonSchemaOf(match?.operation.responses?.['200']))).toBe(
      canonical(JSON.parse(JSON.stringify(contract.MatchBody))),
    );
  });
});
