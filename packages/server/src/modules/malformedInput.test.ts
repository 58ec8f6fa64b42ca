/**
 * Malformed input never gives a 5xx (issue #12 point 3). Walks every operation of the OpenAPI document, public
 * and staff (with a real session), and sends generated malformed values (fast-check, fixed seed) in each path
 * and query parameter and each JSON body field: `Infinity`, `1e309`, impossible dates, NUL bytes, over-long
 * strings, broken percent-encoding, wrong types; and malformed whole bodies (20,000-deep JSON, multipart without
 * a boundary, garbage). Every answer is below 500, every 4xx is JSON with a message, and every 400 names the
 * field.
 * Set FUZZ_SEED to replay another run; a failure prints the seed, the counterexample and the request.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { BASIC_AUTH_HEADER } from '../testing/testApp.ts';
import { createStaffTestApp, type StaffTestApp } from './backoffice/staffTestApp.ts';
import {
  malformedBodies,
  malformedBodyValue,
  malformedUrlValue,
  type UrlValue,
} from '../testing/fuzz/malformedValues.ts';
import { sampleOf, type JsonSchema } from '../testing/fuzz/schemaSample.ts';

const SEED = Number(process.env.FUZZ_SEED ?? 20261125);
/** Generated requests per operation: 146 operations × 150 + 37 writes × 12 whole bodies = 22,344 requests. */
const RUNS_PER_OPERATION = 150;
const MIN_REQUESTS = 20_000;

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
}
interface Operation {
  method: NonNullable<InjectOptions['method']>;
  path: string;
  parameters: Parameter[];
  staff: boolean;
  jsonBody: JsonSchema | undefined;
}

let t: StaffTestApp;
let operations: Operation[] = [];
let staffHeaders: Record<string, string> = {};
let sent = 0;

beforeAll(async () => {
  t = await createStaffTestApp();
  const { token, xsrf } = await t.session();
  staffHeaders = { authorization: `Bearer ${token}`, 'x-xsrf-token': xsrf, cookie: `XSRF-TOKEN=${xsrf}` };
  const document = (await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json() as {
    paths: Record<
      string,
      Record<
        string,
        {
          parameters?: Parameter[];
          security?: Record<string, string[]>[];
          requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
        }
      >
    >;
  };
  operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase() as Operation['method'],
      path,
      parameters: (operation.parameters ?? []).filter((parameter) => parameter.in !== 'header'),
      staff: operation.security?.some((scheme) => 'bearerAuth' in scheme) ?? false,
      jsonBody: operation.requestBody?.content?.['application/json']?.schema,
    })),
  );
});
afterAll(() => t.close());

const UNDECLARED: Parameter = { name: 'fuzz', in: 'query' };

function headersOf(operation: Operation): Record<string, string> {
  return operation.staff ? staffHeaders : { authorization: BASIC_AUTH_HEADER };
}

/** A valid-looking value for a parameter, so that only the parameter under test is malformed. */
function defaultValue(parameter: Parameter): string {
  return /slug/i.test(parameter.name) ? 'serie-a' : '1';
}

function encode(value: UrlValue): string {
  if (value.raw) return value.text;
  try {
    return encodeURIComponent(value.text);
  } catch {
    // Lone surrogates: send their UTF-8 replacement bytes, percent-encoded.
    return [...Buffer.from(value.text)].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');
  }
}

function urlOf(operation: Operation, target: Parameter | undefined, value: UrlValue): string {
  const valueOf = (parameter: Parameter) =>
    parameter === target ? encode(value) : encodeURIComponent(defaultValue(parameter));
  const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const parameter = operation.parameters.find((p) => p.in === 'path' && p.name === name);
    return parameter ? valueOf(parameter) : '1';
  });
  const query = operation.parameters
    .filter((parameter) => parameter.in === 'query' && (parameter === target || parameter.required))
    .concat(target === UNDECLARED ? [UNDECLARED] : [])
    .map((parameter) => `${encodeURIComponent(parameter.name)}=${valueOf(parameter)}`)
    .join('&');
  return query ? `${path}?${query}` : path;
}

async function send(options: InjectOptions): Promise<LightMyRequestResponse> {
  sent++;
  return t.app.inject(options);
}

/** Why an answer breaks the contract (a 5xx, or a 4xx that is not JSON with a message), or undefined. */
function problemOf(response: LightMyRequestResponse): string | undefined {
  if (response.statusCode >= 500) return `${response.statusCode} ${response.body.slice(0, 200)}`;
  if (response.statusCode < 400) return undefined;
  if (!String(response.headers['content-type']).includes('application/json')) {
    return `${response.statusCode} is not JSON: ${response.body.slice(0, 200)}`;
  }
  const { message, field, code } = response.json() as { message?: unknown; field?: unknown; code?: unknown };
  if (typeof message !== 'string' || message.length === 0) {
    return `${response.statusCode} has no message: ${response.body.slice(0, 200)}`;
  }
  // A 400 names the field; the router's own answer to a broken percent-encoding names the URL in its message.
  if (response.statusCode === 400 && typeof field !== 'string' && code !== 'FST_ERR_BAD_URL') {
    return `400 names no field: ${response.body.slice(0, 200)}`;
  }
  return undefined;
}

function expectAnswered(request: InjectOptions, response: LightMyRequestResponse): void {
  const problem = problemOf(response);
  if (problem) {
    const body = typeof request.payload === 'string' ? request.payload.slice(0, 200) : '';
    expect.fail(`${request.method} ${String(request.url).slice(0, 300)} ${body} → ${problem}`);
  }
}

describe('malformed input on every operation', () => {
  it('lists the operations to fuzz, public and staff', () => {
    expect(operations.length).toBeGreaterThan(100);
    expect(operations.filter((operation) => operation.staff).length).toBeGreaterThan(30);
    expect(operations.filter((operation) => operation.jsonBody).length).toBeGreaterThan(15);
  });

  it('never answers 5xx to malformed path, query or body values', async () => {
    for (const operation of operations) {
      const targets = operation.parameters;
      const sample = operation.jsonBody ? sampleOf(operation.jsonBody) : undefined;
      const fields = sample && typeof sample === 'object' ? leafPaths(sample) : [];
      const where = fc.oneof(
        ...(targets.length
          ? [{ weight: 4, arbitrary: fc.constantFrom(...targets).map((p) => ({ parameter: p })) }]
          : []),
        ...(fields.length
          ? [{ weight: 4, arbitrary: fc.constantFrom(...fields).map((field) => ({ field })) }]
          : []),
        // A parameter the operation does not declare: ignored or a 400, never a 5xx.
        { weight: 1, arbitrary: fc.constant({ parameter: UNDECLARED }) },
      );
      await fc.assert(
        fc.asyncProperty(where, malformedUrlValue, malformedBodyValue, async (at, urlValue, bodyValue) => {
          const parameter = 'parameter' in at ? at.parameter : undefined;
          const url = urlOf(operation, parameter, urlValue);
          const withBody = operation.method !== 'GET' && operation.method !== 'DELETE';
          const payload =
            withBody && 'field' in at ? bodyWith(sample, at.field, bodyValue) : JSON.stringify(sample ?? {});
          const request: InjectOptions = {
            method: operation.method,
            url,
            headers: {
              ...headersOf(operation),
              ...(withBody ? { 'content-type': 'application/json' } : {}),
            },
            ...(withBody ? { payload } : {}),
          };
          expectAnswered(request, await send(request));
        }),
        { seed: SEED, numRuns: RUNS_PER_OPERATION, endOnFailure: true },
      );
    }
  }, 600_000);

  it('never answers 5xx to a malformed whole body (deep JSON, multipart without boundary, garbage)', async () => {
    for (const operation of operations.filter((operation) => operation.method !== 'GET')) {
      for (const body of malformedBodies) {
        const request: InjectOptions = {
          method: operation.method,
          url: urlOf(operation, undefined, { text: '' }),
          headers: { ...headersOf(operation), 'content-type': body.contentType },
          payload: body.payload,
        };
        expectAnswered(request, await send(request));
      }
    }
  }, 120_000);

  it(`sent at least ${MIN_REQUESTS} malformed requests`, () => {
    expect(sent).toBeGreaterThanOrEqual(MIN_REQUESTS);
  });
});

/** Dotted paths of every property inside a sample body (objects only; arrays count as leaves). */
function leafPaths(value: object, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, inner]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return inner && typeof inner === 'object' && !Array.isArray(inner)
      ? [path, ...leafPaths(inner, path)]
      : [path];
  });
}

/** The sample body as JSON text with the field at `path` replaced by a raw JSON token. */
function bodyWith(sample: unknown, path: string, rawJson: string): string {
  const marker = '\u0001malformed\u0001';
  const copy = structuredClone(sample) as Record<string, unknown>;
  const keys = path.split('.');
  let holder: Record<string, unknown> = copy;
  for (const key of keys.slice(0, -1)) holder = holder[key] as Record<string, unknown>;
  holder[keys.at(-1) ?? ''] = marker;
  return JSON.stringify(copy).replace(JSON.stringify(marker), rawJson);
}
