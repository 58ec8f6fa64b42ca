/**
 * The Dixon–Coles low-score correction τ (Dixon & Coles 1997): it moves probability between 0-0, 1-0, 0-1 and
 * 1-1 (ρ < 0 makes 0-0 and 1-1 likelier) and keeps the total at 1. ρ is estimated by maximizing the weighted
 * likelihood of the τ factors given the fitted Poisson means (a profile step after the ratings; τ touches only
 * four scores, so it barely moves the ratings).
 */
import type { FitData } from './fitData.ts';
import type { Ratings } from './ratingsOptimizer.ts';

/** ρ is searched in this range (published fits are about −0.2 to 0). */
export const RHO_BOUNDS = { min: -0.3, max: 0.3 } as const;

export function dixonColesTau(
  home: number,
  away: number,
  lambdaHome: number,
  lambdaAway: number,
  rho: number,
): number {
  if (home === 0 && away === 0) return 1 - lambdaHome * lambdaAway * rho;
  if (home === 0 && away === 1) return 1 + lambdaHome * rho;
  if (home === 1 && away === 0) return 1 + lambdaAway * rho;
  if (home === 1 && away === 1) return 1 - rho;
  return 1;
}

interface LowScore {
  home: number;
  away: number;
  lambdaHome: number;
  lambdaAway: number;
  weight: number;
}

export function estimateRho(data: FitData, ratings: Ratings): number {
  const lowScores: LowScore[] = [];
  let min: number = RHO_BOUNDS.min;
  let max: number = RHO_BOUNDS.max;
  for (let k = 0; k < data.home.length; k++) {
    const home = data.homeGoals[k]!;
    const away = data.awayGoals[k]!;
    if (home > 1 || away > 1) continue;
    const h = data.home[k]!;
    const a = data.away[k]!;
    const lambdaHome = Math.exp(
      ratings.mu + ratings.homeAdvantage * data.hasHome[k]! + ratings.attack[h]! - ratings.defence[a]!,
    );
    const lambdaAway = Math.exp(ratings.mu + ratings.attack[a]! - ratings.defence[h]!);
    lowScores.push({ home, away, lambdaHome, lambdaAway, weight: data.weight[k]! });
    // keep every τ of the data positive
    if (home === 0 && away === 0) max = Math.min(max, 0.999 / (lambdaHome * lambdaAway));
    if (home === 0 && away === 1) min = Math.max(min, -0.999 / lambdaHome);
    if (home === 1 && away === 0) min = Math.max(min, -0.999 / lambdaAway);
  }
  if (lowScores.length === 0 || min >= max) return 0;
  const logLikelihood = (rho: number): number => {
    let total = 0;
    for (const s of lowScores)
      total += s.weight * Math.log(dixonColesTau(s.home, s.away, s.lambdaHome, s.lambdaAway, rho));
    return total;
  };
  return goldenSectionMax(logLikelihood, min, max);
}

/** Maximum of a concave function on [low, high] (deterministic, 60 iterations ≈ 1e-12 of the range). */
export function goldenSectionMax(f: (x: number) => number, low: number, high: number): number {
  const ratio = (Math.sqrt(5) - 1) / 2;
  let a = low;
  let b = high;
  let c = b - ratio * (b - a);
  let d = a + ratio * (b - a);
  let fc = f(c);
  let fd = f(d);
  for (let i = 0; i < 60; i++) {
    if (fc >= fd) {
      b = d;
      d = c;
      fd = fc;
      c = b - ratio * (b - a);
      fc = f(c);
    } else {
      a = c;
      c = d;
      fc = fd;
      d = a + ratio * (b - a);
      fd = f(d);
    }
  }
  return (a + b) / 2;
}
