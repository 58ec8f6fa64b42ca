import { describe, expect, it } from 'vitest';
import { parseBasicAuth } from './publicAuth.ts';

const encode = (text: string) => `Basic ${Buffer.from(text).toString('base64')}`;

describe('parseBasicAuth', () => {
  it('splits user and password at the first colon', () => {
    expect(parseBasicAuth(encode('pallone:se:cret'))).toEqual({ user: 'pallone', password: 'se:cret' });
  });
  it('rejects missing, non-basic and colon-less credentials', () => {
    expect(parseBasicAuth(undefined)).toBeNull();
    expect(parseBasicAuth('Bearer abc')).toBeNull();
    expect(parseBasicAuth(encode('no-colon'))).toBeNull();
  });
});
