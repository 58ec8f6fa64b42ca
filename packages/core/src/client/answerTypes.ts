/**
 * The contract's shapes of the typed client methods' answers and requests that core has no type of its own for;
 * core's public API re-exports them with the client.
 */
export type {
  Author,
  CompetitionSeasonTeam,
  GuideDetail,
  GuidePageRequest,
  GuideSummary,
  NewsDetail,
  NewsPageRequest,
  NewsSummary,
  PlayerCompetitionSeasonStats,
  PlayerIndexStats,
  PlayerTeam,
  PredictionArticle,
  PredictionPage,
  PredictionPageRequest,
  ScorerStandings,
  TeamCompetitionSeason,
  TeamPlayer,
} from '@pallone/contract';
