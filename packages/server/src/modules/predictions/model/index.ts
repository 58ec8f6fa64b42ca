/** The football prediction model (Dixon–Coles with time decay and hierarchical priors): pure, no I/O. */
export { fitModel } from './fitModel.ts';
export type { FittedModel, TeamRating } from './fitModel.ts';
export { predictMatch } from './predictMatch.ts';
export { DEFAULT_FIT_OPTIONS, MODEL_VERSION } from './fitOptions.ts';
export { scoreMatrix, scoreProbability } from './scoreMatrix.ts';
export type { ScoreMatrix } from './scoreMatrix.ts';
export { marketProbabilities, likelyScores, fairOdd } from './markets.ts';
export { chooseTip, TIP_THRESHOLDS } from './tip.ts';
export type {
  FitOptions,
  Fixture,
  MatchPrediction,
  PlayedMatch,
  PredictOptions,
  ScoreProbability,
  TeamId,
  Tip,
} from './types.ts';
