import { describe, expect, it } from 'vitest';
import { readCookie } from './readCookie.ts';

describe('readCookie', () => {
  it('finds a cookie among others and decodes it', () => {
    expect(readCookie('a=1; XSRF-TOKEN=abc%3D%3D; b=2', 'XSRF-TOKEN')).toBe('abc==');
  });

  it('does not match on a name suffix', () => {
    expect(readCookie('MY-XSRF-TOKEN=no', 'XSRF-TOKEN')).toBeNull();
  });

  it('keeps a value it cannot decode', () => {
    expect(readCookie('XSRF-TOKEN=%E0%A4%A', 'XSRF-TOKEN')).toBe('%E0%A4%A');
  });

  it('gives null when missing', () => {
    expect(readCookie('', 'XSRF-TOKEN')).toBeNull();
    expect(readCookie(undefined, 'XSRF-TOKEN')).toBeNull();
  });
});
