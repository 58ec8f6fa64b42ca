import { describe, expect, it } from 'vitest';
import { encodeBasicAuth } from './encodeBasicAuth.ts';

describe('encodeBasicAuth', () => {
  it.each([
    ['user', 'pass', 'dXNlcjpwYXNz'],
    ['a', '', 'YTo='],
    ['pallone', 's3cr3t!', 'cGFsbG9uZTpzM2NyM3Qh'],
    ['José', 'pässwörd €', 'Sm9zw6k6cMOkc3N3w7ZyZCDigqw='],
  ])('encodes %j:%j as UTF-8 base64', (user, password, expected) => {
    expect(encodeBasicAuth(user, password)).toBe(`Basic ${expected}`);
  });
});
