import type { Competition } from '../types/Competition.ts';
import type { CompetitionSeason } from '../types/CompetitionSeason.ts';
import type { Language } from '../types/Language.ts';
import type { Match } from '../types/Match.ts';
import type { MatchEvent } from '../types/MatchEvent.ts';
import type { MatchForm } from '../types/MatchForm.ts';
import type { Paginated } from '../types/Paginated.ts';
import type { PlayerDetail } from '../types/Player.ts';
import type { Prediction } from '../types/Prediction.ts';
import type { Season } from '../types/Season.ts';
import type { StandingRow } from '../types/StandingRow.ts';
import type {
  CompetitionSearchResult,
  MatchSearchResult,
  PlayerSearchResult,
  TeamSearchResult,
} from '../types/SearchResult.ts';
import type { TeamDetail } from '../types/Team.ts';
import type { TeamStatisticComparison } from '../types/TeamStatisticComparison.ts';
import type { Http, RequestOptions } from './createHttp.ts';
import type { AbortSignalLike } from './fetchTypes.ts';
import type { MatchFilters } from './MatchFilters.ts';

export type Venue = 'home' | 'away';

/**
 * The typed Pallone API (SPEC §7). Every method rejects with an `ApiClientError` subclass: `ApiRequestError`,
 * `NetworkError`, `TimeoutError`, `AbortedError` or `InvalidResponseError`.
 */
export interface ApiClient {
  /** The language sent right now, for query keys. */
  readonly language: Language;
  /** Any call, for the ones without a typed method (back-office calls pass `credentialed: true`). */
  request: Http;

  getCompetitions(options?: RequestOptions): Promise<Competition[]>;
  getCompetition(id: number, options?: RequestOptions): Promise<Competition>;
  getCompetitionBySlug(slug: string, options?: RequestOptions): Promise<Competition>;
  getSeasons(competitionId: number, options?: RequestOptions): Promise<Season[]>;
  getCompetitionSeasonId(competitionId: number, seasonId: number, options?: RequestOptions): Promise<number>;
  getCompetitionSeason(id: number, options?: RequestOptions): Promise<CompetitionSeason>;
  getTeamStandings(groupId: number, params?: { turnId?: number } & RequestOptions): Promise<StandingRow[]>;
  getHomeTeamStandings(
    groupId: number,
    params: { turnId?: number; venue: Venue } & RequestOptions,
  ): Promise<StandingRow[]>;

  getMatches(filters?: MatchFilters, options?: RequestOptions): Promise<Paginated<Match>>;
  getMatch(id: number, options?: RequestOptions): Promise<Match>;
  getMatchBySlug(slug: string, options?: RequestOptions): Promise<Match>;
  getMatchEvents(id: number, options?: RequestOptions): Promise<MatchEvent[]>;
  getMatchStats(id: number, options?: RequestOptions): Promise<TeamStatisticComparison>;
  /** Both teams' last five results and their earlier meetings, before the kick-off. */
  getMatchForm(id: number, options?: RequestOptions): Promise<MatchForm>;
  getHomeLiveMatches(options?: RequestOptions): Promise<Match[]>;
  /** SPEC §7/§8: null on any failure but cancellation, which is logged. */
  getPrediction(matchId: number, options?: RequestOptions): Promise<Prediction | null>;

  getTeam(id: number, options?: RequestOptions): Promise<TeamDetail>;
  getTeamBySlug(slug: string, options?: RequestOptions): Promise<TeamDetail>;
  getTeamComparison(
    teamId: number,
    otherTeamId: number,
    competitionSeasonId?: number,
    options?: RequestOptions,
  ): Promise<TeamStatisticComparison>;

  getPlayer(id: number, options?: RequestOptions): Promise<PlayerDetail>;
  getPlayerBySlug(slug: string, options?: RequestOptions): Promise<PlayerDetail>;

  /** Blank text resolves to [] without a request (SPEC §5: search fires only on non-empty text). */
  searchPlayers(text: string, signal?: AbortSignalLike): Promise<PlayerSearchResult[]>;
  searchTeams(text: string, signal?: AbortSignalLike): Promise<TeamSearchResult[]>;
  searchMatches(text: string, signal?: AbortSignalLike): Promise<MatchSearchResult[]>;
  searchCompetitions(text: string, signal?: AbortSignalLike): Promise<CompetitionSearchResult[]>;
}
