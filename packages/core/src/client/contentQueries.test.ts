import { describe, expect, it } from 'vitest';
import { recordingClient } from './testing/recordingFetch.ts';
import { bookmakerBonusesQuery, homeBonusesQuery } from './bonusQueries.ts';
import { searchNewsQuery } from './newsQueries.ts';

const setup = (language: 'it' | 'en' = 'it') => recordingClient({ baseUrl: '', language });

describe('bonus queries', () => {
  it('list bonuses by flag and key them by language and flags', async () => {
    const { client, calls } = setup();
    const mobile = bookmakerBonusesQuery(client, { showOnMobile: true });
    await mobile.queryFn({});
    expect(calls[0]?.url).toBe('/api/v1/bookmakerBonuses?showOnMobile=true');
    expect(mobile.queryKey.slice(0, 3)).toEqual(['pallone', 'it', 'bookmakerBonuses']);
    expect(mobile.queryKey).not.toEqual(bookmakerBonusesQuery(client, { showOnHome: true }).queryKey);
    expect(mobile.queryKey).not.toEqual(
      bookmakerBonusesQuery(setup('en').client, { showOnMobile: true }).queryKey,
    );
  });

  it('read the home side column from /bookmakerBonuses/home', async () => {
    const { client, calls } = setup();
    await homeBonusesQuery(client).queryFn({});
    expect(calls[0]?.url).toBe('/api/v1/bookmakerBonuses/home');
  });
});

describe('searchNewsQuery', () => {
  it('searches trimmed text and shares the key of " x " and "x"', async () => {
    const { client, calls } = setup();
    await searchNewsQuery(client, ' juventus ').queryFn({});
    expect(calls[0]?.url).toBe('/api/v1/news/search?search=juventus');
    expect(searchNewsQuery(client, ' juventus ').queryKey).toEqual(
      searchNewsQuery(client, 'juventus').queryKey,
    );
  });

  it('answers [] without a request for blank text (SPEC §5)', async () => {
    const { client, calls } = setup();
    await expect(searchNewsQuery(client, '   ').queryFn({})).resolves.toEqual([]);
    expect(calls).toHaveLength(0);
  });
});
