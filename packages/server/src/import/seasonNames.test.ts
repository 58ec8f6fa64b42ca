import { describe, expect, it } from 'vitest';
import { seasonNames } from './seasonNames.ts';

describe('seasonNames', () => {
  it('names split and calendar seasons', () => {
    expect(seasonNames('2023-24')).toEqual({
      name: '2023/2024',
      slug: '2023-2024',
      defaultStart: '2023-07-01',
      defaultEnd: '2024-06-30',
    });
    expect(seasonNames('1999-00')).toMatchObject({ name: '1999/2000', slug: '1999-2000' });
    expect(seasonNames('2024')).toEqual({
      name: '2024',
      slug: '2024',
      defaultStart: '2024-01-01',
      defaultEnd: '2024-12-31',
    });
  });
  it('rejects other keys', () => {
    expect(seasonNames('2023-25')).toBeNull();
    expect(seasonNames('2023-2024')).toBeNull();
    expect(seasonNames('latest')).toBeNull();
  });
});
