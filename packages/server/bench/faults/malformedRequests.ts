/**
 * A simple, deterministic malformed-request generator over the OpenAPI document (for `bench:faults`; the
 * property-based suite in `src/modules/malformedInput.test.ts` is the test): each request puts one hostile
 * value in one path or query parameter of one operation, and non-GET requests carry a hostile body.
 */
export interface FuzzOperation {
  method: string;
  path: string;
  parameters: { name: string; in: string; required?: boolean }[];
  staff: boolean;
}

export interface FuzzRequest {
  method: string;
  url: string;
  staff: boolean;
  contentType?: string;
  body?: string;
}

/** Values that broke routes before (issue #12 point 3) and their relatives; `raw` ones are sent as written. */
const VALUES: { text: string; raw?: boolean }[] = [
  { text: 'Infinity' },
  { text: '-Infinity' },
  { text: '1e309' },
  { text: 'NaN' },
  { text: '-1' },
  { text: '0' },
  { text: '99999999999999999999' },
  { text: '9999-12-31' },
  { text: '2024-02-30' },
  { text: '0000-00-00' },
  { text: '\u0000' },
  { text: 'a\u0000b' },
  { text: '%', raw: true },
  { text: '%E0%A4%A', raw: true },
  { text: '%C0%AF', raw: true },
  { text: 'x'.repeat(5000) },
  { text: "'; drop table matches; --" },
  { text: '../../etc/passwd' },
  { text: '\u{1F600}' },
  { text: ' ' },
  { text: '1.5' },
  { text: '0x10' },
  { text: '[]' },
  { text: '{"a":1}' },
];

const BODIES: { contentType: string; body: string }[] = [
  { contentType: 'application/json', body: '[]' },
  { contentType: 'application/json', body: '{"email":"\u0000@x.it","name":1e309}' },
  { contentType: 'application/json', body: '['.repeat(20_000) + ']'.repeat(20_000) },
  { contentType: 'application/json', body: '{"broken":' },
  { contentType: 'multipart/form-data', body: 'garbage' },
  { contentType: 'text/plain', body: 'hello' },
  { contentType: 'application/json', body: JSON.stringify({ id: 'Infinity', page: -1, pageSize: 1e9 }) },
];

function encode(value: { text: string; raw?: boolean }): string {
  return value.raw ? value.text : encodeURIComponent(value.text);
}

function defaultValue(name: string): string {
  return /slug/i.test(name) ? 'serie-a' : '1';
}

/** The `index`-th request of the sequence (deterministic: the same index gives the same request). */
export function malformedRequest(operations: FuzzOperation[], index: number): FuzzRequest {
  const operation = operations[index % operations.length]!;
  const round = Math.floor(index / operations.length);
  const value = VALUES[round % VALUES.length]!;
  const candidates = operation.parameters.filter((p) => p.in === 'path' || p.in === 'query');
  const target = candidates.length ? candidates[round % (candidates.length + 1)] : undefined;
  const valueOf = (name: string) =>
    target?.name === name ? encode(value) : encodeURIComponent(defaultValue(name));
  const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => valueOf(name));
  const query = operation.parameters
    .filter((p) => p.in === 'query' && (p === target || p.required))
    .map((p) => `${encodeURIComponent(p.name)}=${valueOf(p.name)}`)
    .join('&');
  const url = query ? `${path}?${query}` : path;
  if (operation.method === 'GET' || operation.method === 'DELETE') {
    return { method: operation.method, url, staff: operation.staff };
  }
  const body = BODIES[round % BODIES.length]!;
  return { method: operation.method, url, staff: operation.staff, ...body };
}
