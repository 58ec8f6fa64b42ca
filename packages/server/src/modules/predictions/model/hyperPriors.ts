/**
 * The closed-form steps of the hierarchical prior, given the team ratings: each league's mean attack and
 * defence (normal prior around 0), the shared offset of teams new to their league (normal prior around its
 * configured mean), then the re-centring of league means to average 0 — the exact optimum along the one
 * direction (μ against all ratings) the likelihood cannot see.
 */
import type { FitData } from './fitData.ts';
import type { Ratings } from './ratingsOptimizer.ts';

export interface PriorPrecisions {
  /** 1 / teamSd². */
  teamPrecision: number;
  /** 1 / leagueSd². */
  leaguePrecision: number;
  /** 1 / newTeamOffsetSd². */
  offsetPrecision: number;
  /** Prior mean of the new-team offset. */
  offsetMean: number;
}

/** Closed-form league means and new-team offsets, then re-centring; returns the largest change. */
export function updateHyperPriors(r: Ratings, data: FitData, prior: PriorPrecisions): number {
  const { teamPrecision, leaguePrecision } = prior;
  const before = [...r.leagueAttack, ...r.leagueDefence, r.newTeamAttack, r.newTeamDefence, r.mu];
  solveLeagueMeans(r.attack, r.leagueAttack, r.newTeamAttack, data, teamPrecision, leaguePrecision);
  solveLeagueMeans(r.defence, r.leagueDefence, r.newTeamDefence, data, teamPrecision, leaguePrecision);
  r.newTeamAttack = solveOffset(r.attack, r.leagueAttack, data, prior);
  r.newTeamDefence = solveOffset(r.defence, r.leagueDefence, data, prior);
  const shiftAttack = mean(r.leagueAttack);
  const shiftDefence = mean(r.leagueDefence);
  for (let l = 0; l < r.leagueAttack.length; l++) {
    r.leagueAttack[l]! -= shiftAttack;
    r.leagueDefence[l]! -= shiftDefence;
  }
  for (let i = 0; i < r.attack.length; i++) {
    r.attack[i]! -= shiftAttack;
    r.defence[i]! -= shiftDefence;
  }
  r.mu += shiftAttack - shiftDefence;
  const after = [...r.leagueAttack, ...r.leagueDefence, r.newTeamAttack, r.newTeamDefence, r.mu];
  return Math.max(0, ...after.map((value, i) => Math.abs(value - before[i]!)));
}

function solveLeagueMeans(
  ratings: Float64Array,
  league: Float64Array,
  offset: number,
  data: FitData,
  teamPrecision: number,
  leaguePrecision: number,
): void {
  const sum = new Float64Array(league.length);
  const count = new Float64Array(league.length);
  for (let i = 0; i < ratings.length; i++) {
    const l = data.teamLeague[i]!;
    sum[l]! += ratings[i]! - (data.teamIsNew[i] ? offset : 0);
    count[l]! += 1;
  }
  for (let l = 0; l < league.length; l++) {
    league[l] = (sum[l]! * teamPrecision) / (count[l]! * teamPrecision + leaguePrecision);
  }
}

function solveOffset(
  ratings: Float64Array,
  league: Float64Array,
  data: FitData,
  prior: PriorPrecisions,
): number {
  const { teamPrecision, offsetPrecision, offsetMean } = prior;
  let sum = 0;
  let count = 0;
  for (let i = 0; i < ratings.length; i++) {
    if (!data.teamIsNew[i]) continue;
    sum += ratings[i]! - league[data.teamLeague[i]!]!;
    count += 1;
  }
  return (sum * teamPrecision + offsetMean * offsetPrecision) / (count * teamPrecision + offsetPrecision);
}

function mean(values: Float64Array): number {
  if (values.length === 0) return 0;
  let sum = 0;
  for (const value of values) sum += value;
  return sum / values.length;
}
