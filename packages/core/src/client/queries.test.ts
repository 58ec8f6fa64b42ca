import { describe, expect, it } from 'vitest';
import { AbortedError } from './AbortedError.ts';
import { createApiClient } from './createApiClient.ts';
import type { AbortSignalLike, FetchLike } from './fetchTypes.ts';
import { homeStandingsQuery, standingsQuery, competitionBySlugQuery } from './competitionQueries.ts';
import { matchesQuery, matchEventsQuery, predictionQuery } from './matchQueries.ts';
import { playerBySlugQuery } from './playerQueries.ts';
import { queryKeys } from './queryKeys.ts';
import { searchTeamsQuery } from './searchQueries.ts';
import { teamComparisonQuery } from './teamQueries.ts';
import { recordingClient } from './testing/recordingFetch.ts';

const { AbortController } = globalThis as unknown as {
  AbortController: new () => { signal: AbortSignalLike; abort(reason?: unknown): void };
};

const setup = (language: 'it' | 'en' = 'it') => recordingClient({ baseUrl: '', language });

describe('query option factories', () => {
  it('key standings by language, group and turn, and fetch them', async () => {
    const { client, calls } = setup();
    const query = standingsQuery(client, 9, 3);
    expect(query.queryKey).toEqual(['pallone', 'it', 'standings', 9, { turnId: 3 }]);
    await query.queryFn({});
    expect(calls[0]?.url).toBe('/api/v1/groups/9/getTeamStandings?turnId=3');
  });

  it('give different keys to different languages and arguments', () => {
    const it = setup('it').client;
    const en = setup('en').client;
    expect(standingsQuery(it, 9).queryKey).not.toEqual(standingsQuery(en, 9).queryKey);
    expect(homeStandingsQuery(it, 9, 'home').queryKey).not.toEqual(
      homeStandingsQuery(it, 9, 'away').queryKey,
    );
    expect(teamComparisonQuery(it, 1, 2).queryKey).not.toEqual(teamComparisonQuery(it, 2, 1).queryKey);
  });

  it('nest keys under their family prefix for invalidation', () => {
    const { client } = setup();
    const prefix = ['pallone', 'it', 'matches'];
    for (const query of [
      matchesQuery(client, { onlyLive: true }),
      matchEventsQuery(client, 1),
      predictionQuery(client, 1),
    ]) {
      expect(query.queryKey.slice(0, 3)).toEqual(prefix);
    }
    expect(competitionBySlugQuery(client, 'x').queryKey.slice(0, 2)).toEqual(queryKeys.all('it'));
  });

  it('trim search text in the key, so " inter" and "inter" share a cache entry', () => {
    const { client } = setup();
    expect(searchTeamsQuery(client, ' inter ').queryKey).toEqual(searchTeamsQuery(client, 'inter').queryKey);
  });

  it('pass the query signal on, so TanStack can cancel the request', async () => {
    const fetch: FetchLike = () => new Promise(() => {});
    const client = createApiClient({ baseUrl: '', language: 'it', fetch });
    const controller = new AbortController();
    const pending = playerBySlugQuery(client, 'nicolo-barella').queryFn({ signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toBeInstanceOf(AbortedError);
  });
});
