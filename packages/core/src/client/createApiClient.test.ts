import { describe, expect, it, vi } from 'vitest';
import { AbortedError } from './AbortedError.ts';
import type { ApiClient } from './ApiClient.ts';
import { createApiClient } from './createApiClient.ts';
import { recordingFetch } from './testing/recordingFetch.ts';
import type { AbortSignalLike, ResponseLike } from './fetchTypes.ts';

const { AbortController } = globalThis as unknown as {
  AbortController: new () => { signal: AbortSignalLike; abort(reason?: unknown): void };
};

function reply(status: number, body?: unknown): ResponseLike {
  const text = body === undefined ? '' : JSON.stringify(body);
  return { status, ok: status >= 200 && status < 300, text: async () => text };
}

function setup(respond: (url: string) => ResponseLike = () => reply(200, [])) {
  const { fetch, calls } = recordingFetch(respond);
  const logger = { error: vi.fn() };
  const client = createApiClient({
    baseUrl: 'https://api.test',
    language: 'it',
    basicAuth: { user: 'user', password: 'pass' },
    fetch,
    logger,
  });
  return { client, calls, logger };
}

const BASE = 'https://api.test/api/v1';

describe('createApiClient URLs', () => {
  const cases: [string, (client: ApiClient) => Promise<unknown>, string][] = [
    ['getCompetitions', (c) => c.getCompetitions(), '/competitions'],
    ['getCompetition', (c) => c.getCompetition(68), '/competitions/68'],
    [
      'getCompetitionBySlug',
      (c) => c.getCompetitionBySlug('italia-serie-a'),
      '/competitions/pallonecomSlug/italia-serie-a',
    ],
    ['getSeasons', (c) => c.getSeasons(68), '/competitions/68/seasons'],
    ['getCompetitionSeason', (c) => c.getCompetitionSeason(5), '/competitionSeasons/5'],
    ['getTeamStandings', (c) => c.getTeamStandings(9), '/groups/9/getTeamStandings'],
    [
      'getTeamStandings turn',
      (c) => c.getTeamStandings(9, { turnId: 3 }),
      '/groups/9/getTeamStandings?turnId=3',
    ],
    [
      'getHomeTeamStandings',
      (c) => c.getHomeTeamStandings(9, { venue: 'away', turnId: 3 }),
      '/groups/9/getHomeTeamStandings?turnId=3&venue=away',
    ],
    ['getMatches none', (c) => c.getMatches(), '/matches'],
    [
      'getMatches filters',
      (c) =>
        c.getMatches({
          competitionId: 68,
          seasonId: 2,
          teamId: 1,
          teamId2: 4,
          onlyPlayed: true,
          order: 'desc',
        }),
      '/matches?competitionId=68&seasonId=2&teamId=1&teamId2=4&onlyPlayed=true&order=desc',
    ],
    [
      'getMatches date',
      (c) => c.getMatches({ date: '2024-08-17', onlyLive: false }),
      '/matches?date=2024-08-17&onlyLive=false',
    ],
    ['getMatch', (c) => c.getMatch(42), '/matches/42'],
    ['getMatchBySlug', (c) => c.getMatchBySlug('genoa-inter'), '/matches/pallonecomSlug/genoa-inter'],
    ['getMatchEvents', (c) => c.getMatchEvents(42), '/matches/42/getEvents'],
    ['getMatchStats', (c) => c.getMatchStats(42), '/matches/42/getStats'],
    ['getMatchForm', (c) => c.getMatchForm(42), '/matches/42/getForm'],
    ['getHomeLiveMatches', (c) => c.getHomeLiveMatches(), '/matches/getHomeLiveMatches'],
    ['getPrediction', (c) => c.getPrediction(42), '/matches/42/predictions'],
    ['getTeam', (c) => c.getTeam(7), '/teams/7'],
    ['getTeamBySlug', (c) => c.getTeamBySlug('genoa-cfc'), '/teams/pallonecomSlug/genoa-cfc'],
    ['getTeamComparison', (c) => c.getTeamComparison(7, 8), '/teams/getComparison?teamIds=7,8'],
    [
      'getTeamComparison season',
      (c) => c.getTeamComparison(7, 8, 5),
      '/teams/getComparison?teamIds=7,8&competitionSeasonId=5',
    ],
    ['getPlayer', (c) => c.getPlayer(3), '/players/3'],
    ['getPlayerBySlug', (c) => c.getPlayerBySlug('nicolo-barella'), '/players/pallonecomSlug/nicolo-barella'],
    ['searchPlayers', (c) => c.searchPlayers(' barella '), '/players/search?search=barella'],
    ['searchTeams', (c) => c.searchTeams('inter'), '/teams/search?search=inter'],
    ['searchMatches', (c) => c.searchMatches('genoa inter'), '/matches/search?search=genoa%20inter'],
    ['searchCompetitions', (c) => c.searchCompetitions('serie'), '/competitions/search?search=serie'],
    ['searchNews limit', (c) => c.searchNews('derby', undefined, 5), '/news/search?search=derby&limit=5'],
    [
      'getStandingsSeason',
      (c) => c.getStandingsSeason({ competitionSlug: 'italia-serie-a', seasonSlug: '2023-2024' }),
      '/competitionSeasons/getStandingsSeason?competitionSlug=italia-serie-a&seasonSlug=2023-2024',
    ],
    ['getCompetitionSeasonTeams', (c) => c.getCompetitionSeasonTeams(5), '/competitionSeasons/5/teams'],
    [
      'getDateWithMatches',
      (c) => c.getDateWithMatches('closest', '2026-11-25'),
      '/matches/getClosestDateWithMatches?date=2026-11-25',
    ],
    [
      'getPredictionArticle',
      (c) => c.getPredictionArticle('pronostico-x', { competitionSlug: 'italia-serie-a' }),
      '/news/prediction/pallonecomSlug/pronostico-x?competitionSlug=italia-serie-a',
    ],
    [
      'getTeamBySlug description',
      (c) => c.getTeamBySlug('genoa-cfc', { withDescription: true }),
      '/teams/pallonecomSlug/genoa-cfc?withDescription=true',
    ],
    [
      'getTeamCompetitionSeasons',
      (c) => c.getTeamCompetitionSeasons(7, { withSeason: true }),
      '/teams/7/getCompetitionSeasons?withSeason=true',
    ],
    ['getTeamPlayers', (c) => c.getTeamPlayers(7, { seasonId: 2 }), '/teams/7/getPlayers?seasonId=2'],
    ['getTeamNextMatches', (c) => c.getTeamNextMatches(7, { limit: 5 }), '/teams/7/matches/next?limit=5'],
    [
      'getTeamLastMatches',
      (c) => c.getTeamLastMatches(7, { limit: 5 }),
      '/teams/7/getLastMatchesPlayed?limit=5',
    ],
    [
      'getSimplifiedTeams',
      (c) => c.getSimplifiedTeams({ competitionId: 68, seasonId: 154 }),
      '/teams/simplified?competitionId=68&seasonId=154',
    ],
    ['getPlayerTeams', (c) => c.getPlayerTeams(3), '/players/3/getTeams'],
    ['getPlayerIndexStats', (c) => c.getPlayerIndexStats(3), '/players/3/getIndexStats'],
    [
      'getPlayerCompetitionSeasonStats',
      (c) => c.getPlayerCompetitionSeasonStats(3, 5),
      '/players/3/getCompetitionSeasonStats?competitionSeasonId=5',
    ],
    [
      'getScorers',
      (c) => c.getScorers({ competitionId: 68, limit: 10 }),
      '/players/getStandings?competitionId=68&limit=10',
    ],
    ['getHomeScorers', (c) => c.getHomeScorers({ limit: 10 }), '/players/getHomeStandings?limit=10'],
    [
      'getBookmakerBonuses',
      (c) => c.getBookmakerBonuses({ showOnMobile: true }),
      '/bookmakerBonuses?showOnMobile=true',
    ],
    ['getHomeBonuses', (c) => c.getHomeBonuses(), '/bookmakerBonuses/home'],
    [
      'getBookmakerBonusBySlug',
      (c) => c.getBookmakerBonusBySlug('bet-x'),
      '/bookmakerBonuses/pallonecomSlug/bet-x',
    ],
    ['getHomeNews', (c) => c.getHomeNews({ limit: 6 }), '/news/home?limit=6'],
    ['getNewsBySlug', (c) => c.getNewsBySlug('derby'), '/news/pallonecomSlug/derby'],
    ['getGuideBySlug', (c) => c.getGuideBySlug('come-si-gioca'), '/guides/pallonecomSlug/come-si-gioca'],
    ['getAuthorBySlug', (c) => c.getAuthorBySlug('redazione'), '/authors/pallonecomSlug/redazione'],
    [
      'getAuthorNews',
      (c) => c.getAuthorNews(2, { currentPage: 1, pageSize: 6 }),
      '/authors/2/getNews?currentPage=1&pageSize=6',
    ],
  ];

  const posts: [string, (client: ApiClient) => Promise<unknown>, string, unknown][] = [
    [
      'getPredictionsPage',
      (c) => c.getPredictionsPage({ page: 2, pageSize: 30, competitionId: 68 }),
      '/matches/predictions/getPaginated',
      { page: 2, pageSize: 30, competitionId: 68 },
    ],
    [
      'getNewsPage',
      (c) => c.getNewsPage({ page: 1, pageSize: 12, filters: { category: 'generali' } }),
      '/news/getPaginated',
      { page: 1, pageSize: 12, filters: { category: 'generali' } },
    ],
    [
      'getGuidesPage',
      (c) => c.getGuidesPage({ page: 1, pageSize: 10 }),
      '/guides/getPaginated',
      { page: 1, pageSize: 10 },
    ],
    ['login', (c) => c.login('a@b.it', 'secret'), '/auth/login', { email: 'a@b.it', password: 'secret' }],
  ];

  it.each(posts)('%s posts its JSON', async (_name, call, path, json) => {
    const { client, calls } = setup(() => reply(200, {}));
    await call(client);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe(`${BASE}${path}`);
    expect(calls[0]?.init.method).toBe('POST');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual(json);
  });

  it.each(cases)('%s', async (_name, call, path) => {
    const { client, calls } = setup();
    await call(client);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe(`${BASE}${path}`);
    expect(calls[0]?.init.method).toBe('GET');
    expect(calls[0]?.init.headers).toMatchObject({
      'Accept-Language': 'it',
      Authorization: 'Basic dXNlcjpwYXNz',
    });
  });

  it('encodes path segments', async () => {
    const { client, calls } = setup();
    await client.getTeamBySlug('a/b?c');
    expect(calls[0]?.url).toBe(`${BASE}/teams/pallonecomSlug/a%2Fb%3Fc`);
  });
});

describe('createApiClient behaviour', () => {
  it('unwraps the competition season id', async () => {
    const { client, calls } = setup(() => reply(200, { competitionSeasonId: 12 }));
    expect(await client.getCompetitionSeasonId(68, 2)).toBe(12);
    expect(calls[0]?.url).toBe(`${BASE}/competitions/68/seasons/2/getCompetitionSeasonId`);
  });

  it('returns the answer as is', async () => {
    const team = {
      id: 7,
      name: 'Genoa CFC',
      pallonecomSlug: 'genoa-cfc',
      country: null,
      image: null,
      isNational: false,
    };
    const { client } = setup(() => reply(200, team));
    expect(await client.getTeam(7)).toEqual(team);
  });

  it('reports the current language', () => {
    let language: 'it' | 'en' = 'en';
    const client = createApiClient({ baseUrl: '', language: () => language, fetch: async () => reply(200) });
    expect(client.language).toBe('en');
    language = 'it';
    expect(client.language).toBe('it');
  });

  it('returns null for a failed prediction, and logs it', async () => {
    const { client, logger } = setup(() => reply(404, { statusCode: 404, error: 'Not Found', message: 'x' }));
    expect(await client.getPrediction(42)).toBeNull();
    expect(logger.error).toHaveBeenCalledOnce();
  });

  it('still rejects a cancelled prediction, without logging', async () => {
    const { client, logger } = setup();
    const controller = new AbortController();
    controller.abort();
    await expect(client.getPrediction(42, { signal: controller.signal })).rejects.toBeInstanceOf(
      AbortedError,
    );
    expect(logger.error).not.toHaveBeenCalled();
  });

  it('does not call the API for blank search text', async () => {
    const { client, calls } = setup();
    expect(await client.searchTeams('   ')).toEqual([]);
    expect(calls).toHaveLength(0);
  });

  it('passes the search signal on, so a new text cancels the old request', async () => {
    const { client } = setup();
    const controller = new AbortController();
    controller.abort();
    await expect(client.searchPlayers('barella', controller.signal)).rejects.toBeInstanceOf(AbortedError);
  });

  it('exposes the transport for calls without a typed method', async () => {
    const { client, calls } = setup(() => reply(200, { available: true }));
    await client.request({ path: '/groups/getIsStandingsAvailable/9', query: { turnId: 3 } });
    expect(calls[0]?.url).toBe(`${BASE}/groups/getIsStandingsAvailable/9?turnId=3`);
  });
});
