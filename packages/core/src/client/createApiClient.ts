import type { Language } from '../types/Language.ts';
import type { Prediction } from '../types/Prediction.ts';
import { AbortedError } from './AbortedError.ts';
import type { ApiClient } from './ApiClient.ts';
import { createHttp, type HttpOptions } from './createHttp.ts';
import { runtime, type AbortSignalLike } from './fetchTypes.ts';

export interface ApiClientOptions extends HttpOptions {
  /** Where swallowed failures are logged (SPEC §8); the console by default. */
  logger?: { error(...args: unknown[]): void };
}

const segment = (value: string | number) => encodeURIComponent(String(value));

/** SPEC §7's public reads over one transport; see `ApiClient` for the methods. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const http = createHttp(options);
  const logger = options.logger ?? runtime.console ?? { error: () => {} };

  function search<T>(path: string, text: string, signal?: AbortSignalLike): Promise<T[]> {
    const trimmed = text.trim();
    if (trimmed === '') return Promise.resolve([]);
    return http<T[]>({ path, query: { search: trimmed }, signal });
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
    getTeamBySlug: (slug, { signal } = {}) =>
      http({ path: `/teams/pallonecomSlug/${segment(slug)}`, signal }),
    getTeamComparison: (teamId, otherTeamId, competitionSeasonId, { signal } = {}) =>
      http({
        path: '/teams/getComparison',
        query: { teamIds: [teamId, otherTeamId], competitionSeasonId },
        signal,
      }),

    getPlayer: (id, { signal } = {}) => http({ path: `/players/${segment(id)}`, signal }),
    getPlayerBySlug: (slug, { signal } = {}) =>
      http({ path: `/players/pallonecomSlug/${segment(slug)}`, signal }),

    searchPlayers: (text, signal) => search('/players/search', text, signal),
    searchTeams: (text, signal) => search('/teams/search', text, signal),
    searchMatches: (text, signal) => search('/matches/search', text, signal),
    searchCompetitions: (text, signal) => search('/competitions/search', text, signal),
  };
}
