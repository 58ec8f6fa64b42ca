import { describe, expect, it } from 'vitest';
import { pageTitle } from './pageTitle.ts';

describe('pageTitle', () => {
  it('appends the separator and the host', () => {
    expect(pageTitle('Serie A', 'pallone.com')).toBe('Serie A | pallone.com');
  });

  it('is the host alone without a title', () => {
    expect(pageTitle('  ', 'pallone.com')).toBe('pallone.com');
  });
});
