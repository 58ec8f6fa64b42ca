import { describe, expect, inject, it } from 'vitest';
import { ApiRequestError, createApiClient as coreApiClient } from '@pallone/core';
import '../../testing/providedContext.ts';
import { createApiClient } from './LazyApiClient.ts';

const api = inject('realApi');
const options = {
  baseUrl: api.base,
  language: 'en' as const,
  basicAuth: { user: api.user, password: api.password },
};

describe('the API client the browser build loads on first call', () => {
  it('answers what core’s client answers', async () => {
    const client = createApiClient(options);
    expect(await client.getCompetitions()).toEqual(await coreApiClient(options).getCompetitions());
    expect(await client.searchTeams('inter', undefined, 3)).toEqual(
      await coreApiClient(options).searchTeams('inter', undefined, 3),
    );
  });

  it('fails as core’s client fails', async () => {
    const failure = createApiClient(options).getMatch(2_000_000_000);
    await expect(failure).rejects.toBeInstanceOf(ApiRequestError);
    await expect(failure).rejects.toMatchObject({ status: 404 });
  });

  it('tells its language at once and is not taken for a promise', async () => {
    let language: 'it' | 'en' = 'it';
    const client = createApiClient({ ...options, language: () => language });
    expect(client.language).toBe('it');
    language = 'en';
    expect(client.language).toBe('en');
    expect(await Promise.resolve(client)).toBe(client);
  });
});
