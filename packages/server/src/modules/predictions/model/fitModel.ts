/**
 * Fit once, predict many: `fitModel(results, asOf)` learns team ratings from the results that kicked off
 * strictly before `asOf`; the returned model predicts any pairing. The server can cache one fit per
 * (competition, matchday).
 */
import { estimateRho } from './dixonColes.ts';
import { buildFitData, type FitData } from './fitData.ts';
import { MODEL_VERSION, resolveFitOptions } from './fitOptions.ts';
import { fairOdd, likelyScores, marketProbabilities } from './markets.ts';
import { fitRatings, type Ratings } from './ratingsOptimizer.ts';
import { scoreMatrix, type ScoreMatrix } from './scoreMatrix.ts';
import { chooseTip } from './tip.ts';
import type { FitOptions, MatchPrediction, PlayedMatch, PredictOptions, TeamId } from './types.ts';

export interface TeamRating {
  attack: number;
  defence: number;
  /** League the team was placed in ('' = cup-only team). */
  league: string;
  /** True when the rating comes from the prior only (no result in the fit window). */
  fromPriorOnly: boolean;
  isNewToLeague: boolean;
}

export interface FittedModel {
  modelVersion: string;
  asOf: Date;
  options: Readonly<FitOptions>;
  matchesUsed: number;
  mu: number;
  homeAdvantage: number;
  rho: number;
  sweeps: number;
  converged: boolean;
  rating(team: TeamId, competition?: string): TeamRating;
  expectedGoals(home: TeamId, away: TeamId, options?: PredictOptions): { home: number; away: number };
  scoreMatrix(home: TeamId, away: TeamId, options?: PredictOptions): ScoreMatrix;
  predict(home: TeamId, away: TeamId, options?: PredictOptions): MatchPrediction;
}

export function fitModel(
  results: readonly PlayedMatch[],
  asOf: Date,
  options: Partial<FitOptions> = {},
): FittedModel {
  const resolved = resolveFitOptions(options);
  const data = buildFitData(results, asOf, resolved);
  const ratings = fitRatings(data, resolved);
  const rho = estimateRho(data, ratings);
  return createModel(data, ratings, rho, resolved);
}

function createModel(data: FitData, ratings: Ratings, rho: number, options: FitOptions): FittedModel {
  const rating = (team: TeamId, competition?: string): TeamRating => {
    const index = data.teamIndex.get(team);
    if (index !== undefined) {
      return {
        attack: ratings.attack[index]!,
        defence: ratings.defence[index]!,
        league: data.leagueKeys[data.teamLeague[index]!]!,
        fromPriorOnly: false,
        isNewToLeague: data.teamIsNew[index] === 1,
      };
    }
    // never seen: the prior of a team new to the league (a promoted club), or the overall mean
    const league = competition === undefined ? undefined : data.leagueIndex.get(competition);
    if (league === undefined) {
      return { attack: 0, defence: 0, league: '', fromPriorOnly: true, isNewToLeague: false };
    }
    return {
      attack: ratings.leagueAttack[league]! + ratings.newTeamAttack,
      defence: ratings.leagueDefence[league]! + ratings.newTeamDefence,
      league: competition!,
      fromPriorOnly: true,
      isNewToLeague: true,
    };
  };

  const expectedGoals = (
    home: TeamId,
    away: TeamId,
    predict: PredictOptions = {},
  ): { home: number; away: number } => {
    const knownLeague = (team: TeamId): string | undefined => {
      const index = data.teamIndex.get(team);
      return index === undefined ? undefined : data.leagueKeys[data.teamLeague[index]!];
    };
    const competition = predict.competition ?? knownLeague(home) ?? knownLeague(away);
    const h = rating(home, competition);
    const a = rating(away, competition);
    const homeAdvantage = predict.neutral ? 0 : ratings.homeAdvantage;
    return {
      home: Math.exp(ratings.mu + homeAdvantage + h.attack - a.defence),
      away: Math.exp(ratings.mu + a.attack - h.defence),
    };
  };

  const matrixOf = (home: TeamId, away: TeamId, predict?: PredictOptions): ScoreMatrix => {
    const goals = expectedGoals(home, away, predict);
    return scoreMatrix(goals.home, goals.away, rho, options.maxGoals);
  };

  return {
    modelVersion: MODEL_VERSION,
    asOf: data.asOf,
    options,
    matchesUsed: data.home.length,
    mu: ratings.mu,
    homeAdvantage: ratings.homeAdvantage,
    rho,
    sweeps: ratings.sweeps,
    converged: ratings.converged,
    rating,
    expectedGoals,
    scoreMatrix: matrixOf,
    predict(home, away, predict) {
      const goals = expectedGoals(home, away, predict);
      const matrix = scoreMatrix(goals.home, goals.away, rho, options.maxGoals);
      const probabilities = marketProbabilities(matrix);
      return {
        modelVersion: MODEL_VERSION,
        probabilities,
        expectedGoals: goals,
        likelyScores: likelyScores(matrix, 5),
        fairOdds: {
          home: fairOdd(probabilities.home),
          draw: fairOdd(probabilities.draw),
          away: fairOdd(probabilities.away),
        },
        tip: chooseTip(probabilities),
      };
    },
  };
}
