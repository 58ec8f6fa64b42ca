/**
 * fast-check arbitraries of malformed input, by the classes a probe found 5xx with (issue #12 point 3):
 * non-finite and out-of-range numbers, impossible dates, NUL bytes, over-long strings, broken percent-encoding,
 * wrong types; and whole bodies no route can read.
 */
import fc from 'fast-check';

/** A value for a URL: `text` is percent-encoded when inserted, unless `raw` (already URL text, maybe broken). */
export interface UrlValue {
  text: string;
  raw?: boolean;
}

const LENGTHS = [101, 201, 256, 1001, 2049, 10_001] as const;

/** Over-long strings, a few long enough to pass any column or index. */
const overLong = fc.constantFrom(...LENGTHS).map((length) => 'x'.repeat(length));

/** Text values of every class: numbers that are not integers, dates that are not days, NUL, injections… */
export const malformedText = fc.oneof(
  fc.constantFrom(
    'Infinity',
    '-Infinity',
    '1e309',
    '-1e309',
    'NaN',
    '99999999999999999999',
    '2147483648',
    '-1',
    '0',
    '1.5',
    '-0',
    '0x1F',
    '1e3',
    '9999-12-31',
    '0000-01-01',
    '2026-02-30',
    '2026-13-01',
    '2026-1-1',
    '\u0000',
    'a\u0000b',
    'https://example.com/\u0000',
    'a@b.example\u0000',
    '',
    ' ',
    'null',
    'true',
    '[]',
    '{}',
    "'; drop table teams; --",
    '../../etc/passwd',
    '<script>alert(1)</script>',
    'Südtirol',
    '\uD800',
    '🏟️',
  ),
  fc.string({ maxLength: 30, unit: 'binary' }),
  overLong,
);

/** URL values: the text classes above, or raw URL text with broken or tricky percent-encoding. */
export const malformedUrlValue: fc.Arbitrary<UrlValue> = fc.oneof(
  { weight: 5, arbitrary: malformedText.map((text) => ({ text })) },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom('%00', '%FF', '%', '%zz', '%C0%80', '%E0%80', '%2e%2e%2f', '1%00', '%u0000')
      .map((text) => ({ text, raw: true })),
  },
);

/** Raw JSON tokens for a body field: the text classes as strings, and numbers and types JSON allows. */
export const malformedBodyValue: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: malformedText.map((text) => JSON.stringify(text)) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '1e309',
      '-1e309',
      '1e20',
      '-1',
      '0',
      '1.5',
      '2147483648',
      '-9007199254740993',
      'null',
      'true',
      '[]',
      '{}',
      '[null]',
      '{"__proto__":{"x":1}}',
      `${'['.repeat(40)}${']'.repeat(40)}`,
      '["\\u0000"]',
    ),
  },
);

const DEPTH = 20_000;

/** Whole bodies no route can read, with their Content-Type. */
export const malformedBodies: readonly { contentType: string; payload: string }[] = [
  { contentType: 'application/json', payload: '['.repeat(DEPTH) + ']'.repeat(DEPTH) },
  { contentType: 'application/json', payload: '{"a":'.repeat(DEPTH) + '1' + '}'.repeat(DEPTH) },
  { contentType: 'application/json', payload: '{"a":' },
  { contentType: 'application/json', payload: '"\\u0000"' },
  { contentType: 'application/json', payload: '1e309' },
  { contentType: 'application/json', payload: 'null' },
  { contentType: 'multipart/form-data', payload: 'x' },
  { contentType: `multipart/form-data; boundary=${'b'.repeat(300)}`, payload: 'x' },
  { contentType: 'multipart/form-data; boundary=fuzz', payload: '--fuzz\r\ngarbage' },
  {
    contentType: 'multipart/form-data; boundary=fuzz',
    payload:
      '--fuzz\r\nContent-Disposition: form-data; name="data"\r\n\r\n{"title":"a\\u0000"}\r\n--fuzz--\r\n',
  },
  { contentType: 'text/plain', payload: 'hello' },
  { contentType: 'application/x-www-form-urlencoded', payload: 'a=%00&b=1e309' },
];
