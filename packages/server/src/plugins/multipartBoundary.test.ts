import { describe, expect, it } from 'vitest';
import { isMultipartWithoutBoundary } from './multipartBoundary.ts';

describe('isMultipartWithoutBoundary', () => {
  it.each([
    'multipart/form-data',
    'multipart/form-data;',
    'multipart/form-data; boundary=',
    'multipart/form-data; boundary=""',
    `multipart/form-data; boundary=${'x'.repeat(71)}`,
    'Multipart/Form-Data; charset=utf-8',
  ])('%s has none', (contentType) => {
    expect(isMultipartWithoutBoundary(contentType)).toBe(true);
  });

  it.each([
    'multipart/form-data; boundary=----pallone',
    'multipart/form-data; boundary="a b c"',
    'multipart/form-data; charset=utf-8; boundary=xyz',
    'application/json',
    undefined,
  ])('%s is fine', (contentType) => {
    expect(isMultipartWithoutBoundary(contentType)).toBe(false);
  });
});
