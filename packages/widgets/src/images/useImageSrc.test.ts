import { describe, expect, it } from 'vitest';
import { imageUrl } from './useImageSrc.ts';

describe('imageUrl', () => {
  it("resolves the API's root-relative paths against its origin (an embed on another site)", () => {
    expect(imageUrl('https://api.pallone.test', '/api/v1/teams/7/badge.svg')).toBe(
      'https://api.pallone.test/api/v1/teams/7/badge.svg',
    );
    expect(imageUrl('', '/flags/4x3/it.svg')).toBe('/flags/4x3/it.svg');
  });

  it('leaves absolute and protocol-relative URLs alone', () => {
    expect(imageUrl('https://api.pallone.test', 'https://cdn.test/x.png')).toBe('https://cdn.test/x.png');
    expect(imageUrl('https://api.pallone.test', '//cdn.test/x.png')).toBe('//cdn.test/x.png');
  });
});
