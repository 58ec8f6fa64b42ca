import { describe, expect, it } from 'vitest';
import { buildUrl } from './buildUrl.ts';

describe('buildUrl', () => {
  it('puts the path under /api/v1 of the base URL', () => {
    expect(buildUrl('https://api.example.com', '/teams/7')).toBe('https://api.example.com/api/v1/teams/7');
    expect(buildUrl('https://api.example.com/', '/teams/7')).toBe('https://api.example.com/api/v1/teams/7');
    expect(buildUrl('', '/teams/7')).toBe('/api/v1/teams/7');
  });

  it('leaves out null and undefined query values, keeps false and 0', () => {
    expect(buildUrl('', '/matches', { a: undefined, b: null, onlyLive: false, turnId: 0 })).toBe(
      '/api/v1/matches?onlyLive=false&turnId=0',
    );
  });

  it('comma-joins arrays and encodes values', () => {
    expect(buildUrl('', '/teams/getComparison', { teamIds: [1, 2] })).toBe(
      '/api/v1/teams/getComparison?teamIds=1,2',
    );
    expect(buildUrl('', '/players/search', { search: 'dë ross&i' })).toBe(
      '/api/v1/players/search?search=d%C3%AB%20ross%26i',
    );
  });
});
