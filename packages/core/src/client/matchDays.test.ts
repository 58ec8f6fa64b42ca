import { describe, expect, it } from 'vitest';
import { createApiClient } from './createApiClient.ts';
import type { FetchLike } from './fetchTypes.ts';
import { getDaysWithMatchesAround } from './matchDays.ts';

describe('getDaysWithMatchesAround', () => {
  it('asks for the previous and the next day with matches and answers both', async () => {
    const urls: string[] = [];
    const fetch: FetchLike = async (url) => {
      urls.push(url);
      const date = url.includes('Previous') ? '2026-11-22' : null;
      return { status: 200, ok: true, text: async () => JSON.stringify({ date }) };
    };
    const client = createApiClient({ baseUrl: 'https://api.test', language: 'it', fetch });
    expect(await getDaysWithMatchesAround(client, '2026-11-25')).toEqual({
      previous: '2026-11-22',
      next: null,
    });
    expect(urls.sort()).toEqual([
      'https://api.test/api/v1/matches/getNextDateWithMatches?date=2026-11-25',
      'https://api.test/api/v1/matches/getPreviousDateWithMatches?date=2026-11-25',
    ]);
  });
});
