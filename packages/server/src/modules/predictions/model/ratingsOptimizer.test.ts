import { describe, expect, it } from 'vitest';
import { buildFitData } from './fitData.ts';
import { resolveFitOptions } from './fitOptions.ts';
import { fitRatings } from './ratingsOptimizer.ts';
import { poissonSample, seededRandom } from './testing/realResults.ts';
import type { PlayedMatch } from './types.ts';

/** Eight double round-robins of 20 teams with known ratings (Poisson goals, no time decay). */
function simulate(): { results: PlayedMatch[]; attack: number[]; defence: number[] } {
  const random = seededRandom(42);
  const normal = (): number => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
  const attack = Array.from({ length: 20 }, () => 0.3 * normal());
  const defence = Array.from({ length: 20 }, () => 0.3 * normal());
  const results: PlayedMatch[] = [];
  let day = 0;
  for (let round = 0; round < 8; round++) {
    for (let h = 0; h < 20; h++) {
      for (let a = 0; a < 20; a++) {
        if (h === a) continue;
        const lambdaHome = Math.exp(0.2 + 0.3 + attack[h]! - defence[a]!);
        const lambdaAway = Math.exp(0.2 + attack[a]! - defence[h]!);
        results.push({
          kickoffAt: new Date(Date.UTC(2020, 0, 1) + day++ * 3_600_000),
          homeTeamId: h,
          awayTeamId: a,
          homeGoals: poissonSample(lambdaHome, random),
          awayGoals: poissonSample(lambdaAway, random),
          competition: 'sim.1',
          season: '2020',
          isLeague: true,
        });
      }
    }
  }
  return { results, attack, defence };
}

function correlation(x: readonly number[], y: readonly number[]): number {
  const mean = (v: readonly number[]) => v.reduce((s, a) => s + a, 0) / v.length;
  const mx = mean(x);
  const my = mean(y);
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  x.forEach((xi, i) => {
    sxy += (xi - mx) * (y[i]! - my);
    sxx += (xi - mx) ** 2;
    syy += (y[i]! - my) ** 2;
  });
  return sxy / Math.sqrt(sxx * syy);
}

describe('fitRatings', () => {
  it('recovers the home advantage and the team ratings of simulated seasons', () => {
    const { results, attack, defence } = simulate();
    const options = resolveFitOptions({ halfLifeDays: 1e9, teamSd: 1 });
    const data = buildFitData(results, new Date(Date.UTC(2021, 0, 1)), options);
    const ratings = fitRatings(data, options);
    expect(ratings.converged).toBe(true);
    expect(ratings.homeAdvantage).toBeCloseTo(0.3, 1);
    const byTeam = (values: Float64Array) => attack.map((_, team) => values[data.teamIndex.get(team)!]!);
    expect(correlation(byTeam(ratings.attack), attack)).toBeGreaterThan(0.9);
    expect(correlation(byTeam(ratings.defence), defence)).toBeGreaterThan(0.9);
    // the same totals as the data: the fit reproduces the goals scored (a property of the Poisson MLE)
    let expected = 0;
    let scored = 0;
    for (let k = 0; k < data.home.length; k++) {
      const h = data.home[k]!;
      const a = data.away[k]!;
      expected += Math.exp(ratings.mu + ratings.homeAdvantage + ratings.attack[h]! - ratings.defence[a]!);
      expected += Math.exp(ratings.mu + ratings.attack[a]! - ratings.defence[h]!);
      scored += data.homeGoals[k]! + data.awayGoals[k]!;
    }
    expect(expected / scored).toBeCloseTo(1, 3);
  });

  it('falls back to the priors when there is no result at all', () => {
    const options = resolveFitOptions();
    const ratings = fitRatings(buildFitData([], new Date('2026-11-22T12:00:00Z'), options), options);
    expect(ratings.converged).toBe(true);
    expect(ratings.attack).toHaveLength(0);
    expect(Number.isFinite(ratings.mu)).toBe(true);
  });
});
