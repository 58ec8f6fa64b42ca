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
import type { StandingsSeason } from '../types/StandingsSeason.ts';
import type {
  CompetitionSearchResult,
  MatchSearchResult,
  PlayerSearchResult,
  TeamSearchResult,
} from '../types/SearchResult.ts';
import type { SimplifiedTeam, TeamDetail } from '../types/Team.ts';
import type { TeamStatisticComparison } from '../types/TeamStatisticComparison.ts';
import type * as Answer from './answerTypes.ts';
import type { BookmakerBonus } from '../types/BookmakerBonus.ts';
import type { NewsSearchResult } from '../types/NewsSearchResult.ts';
import type { Http, RequestOptions } from './createHttp.ts';
import type { AbortSignalLike } from './fetchTypes.ts';
import type { MatchFilters } from './MatchFilters.ts';
import type { StaffMethods } from './staffMethods.ts';
import type { StaffAccountMethods } from './staffAccountMethods.ts';
import type { StaffNewsMethods } from './staffNewsMethods.ts';
import type { StaffMediaMethods } from './staffMediaMethods.ts';

export type Venue = 'home' | 'away';

/** A competition by id or slug, and optionally one of its seasons by id or slug (else the default one). */
export interface StandingsSeasonSelector {
  competitionId?: number | undefined;
  competitionSlug?: string | undefined;
  seasonId?: number | undefined;
  seasonSlug?: string | undefined;
}

/**
 * The typed Pallone API (SPEC §7). Every method rejects with an `ApiClientError` subclass: `ApiRequestError`,
 * `NetworkError`, `TimeoutError`, `AbortedError` or `InvalidResponseError`.
 */
export interface ApiClient extends StaffMethods, StaffAccountMethods, StaffNewsMethods, StaffMediaMethods {
  /** The language sent right now, for query keys. */
  readonly language: Language;
  /** Any call, for the ones without a typed method. */
  request: Http;

  getCompetitions(options?: RequestOptions): Promise<Competition[]>;
  getCompetition(id: number, options?: RequestOptions): Promise<Competition>;
  getCompetitionBySlug(slug: string, options?: RequestOptions): Promise<Competition>;
  getSeasons(competitionId: number, options?: RequestOptions): Promise<Season[]>;
  getCompetitionSeasonId(competitionId: number, seasonId: number, options?: RequestOptions): Promise<number>;
  getCompetitionSeason(id: number, options?: RequestOptions): Promise<CompetitionSeason>;
  /** The asked season, else the newest with results; with the seasons and every phase's turns (one call). */
  getStandingsSeason(selector: StandingsSeasonSelector, options?: RequestOptions): Promise<StandingsSeason>;
  /** Every team with a match in the competition season, by name. */
  getCompetitionSeasonTeams(id: number, options?: RequestOptions): Promise<Answer.CompetitionSeasonTeam[]>;
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
  /** The Rome day with matches nearest `date` (`YYYY-MM-DD`), or the last before / first after it; null: none. */
  getDateWithMatches(
    which: 'closest' | 'previous' | 'next',
    date: string,
    options?: RequestOptions,
  ): Promise<string | null>;
  /** SPEC §7/§8: null on any failure but cancellation, which is logged. */
  getPrediction(matchId: number, options?: RequestOptions): Promise<Prediction | null>;
  /** `POST /matches/predictions/getPaginated`: matches with the model's predictions, a page at a time. */
  getPredictionsPage(
    request: Answer.PredictionPageRequest,
    options?: RequestOptions,
  ): Promise<Answer.PredictionPage>;
  /** The prediction article of a match by its slug; with `competitionSlug`, only within that competition. */
  getPredictionArticle(
    slug: string,
    params?: { competitionSlug?: string | undefined } & RequestOptions,
  ): Promise<Answer.PredictionArticle>;

  getTeam(id: number, options?: RequestOptions): Promise<TeamDetail>;
  getTeamBySlug(
    slug: string,
    options?: { withDescription?: boolean | undefined } & RequestOptions,
  ): Promise<TeamDetail>;
  /** The competition seasons the team played, newest first (`withSeason` adds each one's season). */
  getTeamCompetitionSeasons(
    teamId: number,
    params?: { withSeason?: boolean | undefined } & RequestOptions,
  ): Promise<Answer.TeamCompetitionSeason[]>;
  /** A season's squad, or (no season) the latest squad the data has. */
  getTeamPlayers(
    teamId: number,
    params?: { seasonId?: number | undefined } & RequestOptions,
  ): Promise<{ seasonId: number | null; players: Answer.TeamPlayer[] }>;
  getTeamNextMatches(teamId: number, params: { limit: number } & RequestOptions): Promise<Match[]>;
  getTeamLastMatches(teamId: number, params: { limit: number } & RequestOptions): Promise<Match[]>;
  /** A competition's teams in a season (an unknown season: its latest), as the filter menu lists them. */
  getSimplifiedTeams(
    params: { competitionId?: number | undefined; seasonId?: number | undefined } & RequestOptions,
  ): Promise<SimplifiedTeam[]>;
  getTeamComparison(
    teamId: number,
    otherTeamId: number,
    competitionSeasonId?: number,
    options?: RequestOptions,
  ): Promise<TeamStatisticComparison>;

  getPlayer(id: number, options?: RequestOptions): Promise<PlayerDetail>;
  getPlayerBySlug(slug: string, options?: RequestOptions): Promise<PlayerDetail>;
  /** Every squad the player was listed in, latest season first. */
  getPlayerTeams(id: number, options?: RequestOptions): Promise<Answer.PlayerTeam[]>;
  getPlayerIndexStats(id: number, options?: RequestOptions): Promise<Answer.PlayerIndexStats>;
  getPlayerCompetitionSeasonStats(
    id: number,
    competitionSeasonId: number,
    options?: RequestOptions,
  ): Promise<Answer.PlayerCompetitionSeasonStats>;
  /** A competition's top scorers (SPEC §9: 5 by default). */
  getScorers(
    params: { competitionId: number; limit?: number } & RequestOptions,
  ): Promise<Answer.ScorerStandings>;
  /** The home page's scorers: the latest competition season with goal events (SPEC §9: 10). */
  getHomeScorers(params?: { limit?: number } & RequestOptions): Promise<Answer.ScorerStandings>;

  /** Every bonus in display order, or only those with the given flags (mobile banner, home side column). */
  getBookmakerBonuses(
    flags?: { showOnMobile?: boolean | undefined; showOnHome?: boolean | undefined },
    options?: RequestOptions,
  ): Promise<BookmakerBonus[]>;
  /** The home side column's bonuses (showOnHome, at most MAX_BONUS_BANNERS). */
  getHomeBonuses(options?: RequestOptions): Promise<BookmakerBonus[]>;
  getBookmakerBonusBySlug(slug: string, options?: RequestOptions): Promise<BookmakerBonus>;

  /** The home page's latest news. */
  getHomeNews(params?: { limit?: number } & RequestOptions): Promise<Answer.NewsSummary[]>;
  /** `POST /news/getPaginated`: news newest first, a page at a time (optionally of one category). */
  getNewsPage(
    request: Answer.NewsPageRequest,
    options?: RequestOptions,
  ): Promise<Paginated<Answer.NewsSummary>>;
  getNewsBySlug(slug: string, options?: RequestOptions): Promise<Answer.NewsDetail>;
  /** `POST /guides/getPaginated`: betting guides, a page at a time. */
  getGuidesPage(
    request: Answer.GuidePageRequest,
    options?: RequestOptions,
  ): Promise<Paginated<Answer.GuideSummary>>;
  getGuideBySlug(slug: string, options?: RequestOptions): Promise<Answer.GuideDetail>;
  getAuthorBySlug(slug: string, options?: RequestOptions): Promise<Answer.Author>;
  /** An author's news, newest first (SPEC §9: 6 a page). */
  getAuthorNews(
    authorId: number,
    params: { currentPage: number; pageSize: number } & RequestOptions,
  ): Promise<Paginated<Answer.NewsSummary>>;

  /**
   * Blank text resolves to [] without a request (SPEC §5: search fires only on non-empty text); `limit` caps the
   * answers (the server's default otherwise).
   */
  searchPlayers(text: string, signal?: AbortSignalLike, limit?: number): Promise<PlayerSearchResult[]>;
  searchTeams(text: string, signal?: AbortSignalLike, limit?: number): Promise<TeamSearchResult[]>;
  searchMatches(text: string, signal?: AbortSignalLike, limit?: number): Promise<MatchSearchResult[]>;
  searchCompetitions(
    text: string,
    signal?: AbortSignalLike,
    limit?: number,
  ): Promise<CompetitionSearchResult[]>;
  searchNews(text: string, signal?: AbortSignalLike, limit?: number): Promise<NewsSearchResult[]>;
}
