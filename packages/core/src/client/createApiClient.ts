import type { Language } from '../types/Language.ts';
import type { Prediction } from '../types/Prediction.ts';
import { AbortedError } from './AbortedError.ts';
import type { ApiClient } from './ApiClient.ts';
import { createHttp, type HttpOptions } from './createHttp.ts';
import { runtime, type AbortSignalLike } from './fetchTypes.ts';
import { createStaffMethods } from './staffMethods.ts';
import { createStaffAccountMethods } from './staffAccountMethods.ts';
import { createStaffNewsMethods } from './staffNewsMethods.ts';
import { createStaffMediaMethods } from './staffMediaMethods.ts';

export interface ApiClientOptions extends HttpOptions {
  /** Where swallowed failures are logged (SPEC §8); the console by default. */
  logger?: { error(...args: unknown[]): void };
}

const segment = (value: string | number) => encodeURIComponent(String(value));

/** SPEC §7's public reads over one transport; see `ApiClient` for the methods. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const http = createHttp(options);
  const logger = options.logger ?? runtime.console ?? { error: () => {} };

  function search<T>(path: string, text: string, signal?: AbortSignalLike, limit?: number): Promise<T[]> {
    const trimmed = text.trim();
    if (trimmed === '') return Promise.resolve([]);
    return http<T[]>({ path, query: { search: trimmed, limit }, signal });
  }

  return {
    get language(): Language {
      return typeof options.language === 'function' ? options.language() : options.language;
    },
    request: http,

    getCompetitions: ({ signal } = {}) => http({ path: '/competitions', signal }),
    getCompetition: (id, { signal } = {}) => http({ path: `/competitions/${segment(id)}`, signal }),
    getCompetitionBySlug: (slug, { signal } = {}) =>
      http({ path: `/competitions/pallonecomSlug/${segment(slug)}`, signal }),
    getSeasons: (competitionId, { signal } = {}) =>
      http({ path: `/competitions/${segment(competitionId)}/seasons`, signal }),
    getCompetitionSeasonId: async (competitionId, seasonId, { signal } = {}) => {
      const path = `/competitions/${segment(competitionId)}/seasons/${segment(seasonId)}/getCompetitionSeasonId`;
      const { competitionSeasonId } = await http<{ competitionSeasonId: number }>({ path, signal });
      return competitionSeasonId;
    },
    getCompetitionSeason: (id, { signal } = {}) =>
      http({ path: `/competitionSeasons/${segment(id)}`, signal }),
    getStandingsSeason: (selector, { signal } = {}) =>
      http({ path: '/competitionSeasons/getStandingsSeason', query: { ...selector }, signal }),
    getCompetitionSeasonTeams: (id, { signal } = {}) =>
      http({ path: `/competitionSeasons/${segment(id)}/teams`, signal }),
    getTeamStandings: (groupId, { turnId, signal } = {}) =>
      http({ path: `/groups/${segment(groupId)}/getTeamStandings`, query: { turnId }, signal }),
    getHomeTeamStandings: (groupId, { turnId, venue, signal }) =>
      http({ path: `/groups/${segment(groupId)}/getHomeTeamStandings`, query: { turnId, venue }, signal }),

    getMatches: (filters = {}, { signal } = {}) => http({ path: '/matches', query: { ...filters }, signal }),
    getMatch: (id, { signal } = {}) => http({ path: `/matches/${segment(id)}`, signal }),
    getMatchBySlug: (slug, { signal } = {}) =>
      http({ path: `/matches/pallonecomSlug/${segment(slug)}`, signal }),
    getMatchEvents: (id, { signal } = {}) => http({ path: `/matches/${segment(id)}/getEvents`, signal }),
    getMatchStats: (id, { signal } = {}) => http({ path: `/matches/${segment(id)}/getStats`, signal }),
    getMatchForm: (id, { signal } = {}) => http({ path: `/matches/${segment(id)}/getForm`, signal }),
    getHomeLiveMatches: ({ signal } = {}) => http({ path: '/matches/getHomeLiveMatches', signal }),
    getDateWithMatches: async (which, date, { signal } = {}) => {
      const path = `/matches/get${which[0]!.toUpperCase()}${which.slice(1)}DateWithMatches`;
      return (await http<{ date: string | null }>({ path, query: { date }, signal })).date;
    },
    getPredictionsPage: (request, { signal } = {}) =>
      http({ method: 'POST', path: '/matches/predictions/getPaginated', json: request, signal }),
    getPredictionArticle: (slug, { competitionSlug, signal } = {}) =>
      http({ path: `/news/prediction/pallonecomSlug/${segment(slug)}`, query: { competitionSlug }, signal }),
    getPrediction: async (matchId, { signal } = {}) => {
      try {
        return await http<Prediction>({ path: `/matches/${segment(matchId)}/predictions`, signal });
      } catch (error) {
        if (error instanceof AbortedError) throw error;
        logger.error(`Prediction of match ${matchId} not loaded`, error);
        return null;
      }
    },

    getTeam: (id, { signal } = {}) => http({ path: `/teams/${segment(id)}`, signal }),
    getTeamBySlug: (slug, { withDescription, signal } = {}) =>
      http({ path: `/teams/pallonecomSlug/${segment(slug)}`, query: { withDescription }, signal }),
    getTeamCompetitionSeasons: (teamId, { withSeason, signal } = {}) =>
      http({ path: `/teams/${segment(teamId)}/getCompetitionSeasons`, query: { withSeason }, signal }),
    getTeamPlayers: (teamId, { seasonId, signal } = {}) =>
      http({ path: `/teams/${segment(teamId)}/getPlayers`, query: { seasonId }, signal }),
    getTeamNextMatches: (teamId, { limit, signal }) =>
      http({ path: `/teams/${segment(teamId)}/matches/next`, query: { limit }, signal }),
    getTeamLastMatches: (teamId, { limit, signal }) =>
      http({ path: `/teams/${segment(teamId)}/getLastMatchesPlayed`, query: { limit }, signal }),
    getSimplifiedTeams: ({ competitionId, seasonId, signal }) =>
      http({ path: '/teams/simplified', query: { competitionId, seasonId }, signal }),
    getTeamComparison: (teamId, otherTeamId, competitionSeasonId, { signal } = {}) =>
      http({
        path: '/teams/getComparison',
        query: { teamIds: [teamId, otherTeamId], competitionSeasonId },
        signal,
      }),

    getPlayer: (id, { signal } = {}) => http({ path: `/players/${segment(id)}`, signal }),
    getPlayerBySlug: (slug, { signal } = {}) =>
      http({ path: `/players/pallonecomSlug/${segment(slug)}`, signal }),
    getPlayerTeams: (id, { signal } = {}) => http({ path: `/players/${segment(id)}/getTeams`, signal }),
    getPlayerIndexStats: (id, { signal } = {}) =>
      http({ path: `/players/${segment(id)}/getIndexStats`, signal }),
    getPlayerCompetitionSeasonStats: (id, competitionSeasonId, { signal } = {}) =>
      http({
        path: `/players/${segment(id)}/getCompetitionSeasonStats`,
        query: { competitionSeasonId },
        signal,
      }),
    getScorers: ({ competitionId, limit, signal }) =>
      http({ path: '/players/getStandings', query: { competitionId, limit }, signal }),
    getHomeScorers: ({ limit, signal } = {}) =>
      http({ path: '/players/getHomeStandings', query: { limit }, signal }),

    getBookmakerBonuses: ({ showOnMobile, showOnHome } = {}, { signal } = {}) =>
      http({ path: '/bookmakerBonuses', query: { showOnMobile, showOnHome }, signal }),
    getHomeBonuses: ({ signal } = {}) => http({ path: '/bookmakerBonuses/home', signal }),
    getBookmakerBonusBySlug: (slug, { signal } = {}) =>
      http({ path: `/bookmakerBonuses/pallonecomSlug/${segment(slug)}`, signal }),

    getHomeNews: ({ limit, signal } = {}) => http({ path: '/news/home', query: { limit }, signal }),
    getNewsPage: (request, { signal } = {}) =>
      http({ method: 'POST', path: '/news/getPaginated', json: request, signal }),
    getNewsBySlug: (slug, { signal } = {}) => http({ path: `/news/pallonecomSlug/${segment(slug)}`, signal }),
    getGuidesPage: (request, { signal } = {}) =>
      http({ method: 'POST', path: '/guides/getPaginated', json: request, signal }),
    getGuideBySlug: (slug, { signal } = {}) =>
      http({ path: `/guides/pallonecomSlug/${segment(slug)}`, signal }),
    getAuthorBySlug: (slug, { signal } = {}) =>
      http({ path: `/authors/pallonecomSlug/${segment(slug)}`, signal }),
    getAuthorNews: (authorId, { currentPage, pageSize, signal }) =>
      http({ path: `/authors/${segment(authorId)}/getNews`, query: { currentPage, pageSize }, signal }),

    ...createStaffMethods(http),
    ...createStaffAccountMethods(http),
    ...createStaffNewsMethods(http),
    ...createStaffMediaMethods(http),

    searchPlayers: (text, signal, limit) => search('/players/search', text, signal, limit),
    searchTeams: (text, signal, limit) => search('/teams/search', text, signal, limit),
    searchMatches: (text, signal, limit) => search('/matches/search', text, signal, limit),
    searchCompetitions: (text, signal, limit) => search('/competitions/search', text, signal, limit),
    searchNews: (text, signal, limit) => search('/news/search', text, signal, limit),
  };
}
