import { describe, expect, it } from 'vitest';
import { fitModel } from './fitModel.ts';
import { MODEL_VERSION } from './fitOptions.ts';
import { realResults } from './testing/realResults.ts';

const INTER = 'fc-internazionale-milano-ita';
const SALERNITANA = 'us-salernitana-1919-ita';
const serieA = realResults('2023-24', 'it.1');
const endOfSeason = new Date('2024-07-01T00:00:00Z');

describe('fitModel on Serie A 2023-24', () => {
  const model = fitModel(serieA, endOfSeason);

  it('converges on all 380 results', () => {
    expect(model.matchesUsed).toBe(380);
    expect(model.converged).toBe(true);
    expect(model.homeAdvantage).toBeGreaterThan(0);
    expect(model.homeAdvantage).toBeLessThan(0.5);
    expect(model.rho).toBeGreaterThan(-0.3);
    expect(model.rho).toBeLessThan(0.3);
  });

  it('makes Inter at home a clear favourite against Salernitana', () => {
    const prediction = model.predict(INTER, SALERNITANA);
    expect(prediction.probabilities.home).toBeGreaterThan(prediction.probabilities.away);
    expect(prediction.probabilities.home).toBeGreaterThan(0.6);
    expect(prediction.expectedGoals.home).toBeGreaterThan(prediction.expectedGoals.away);
    expect(prediction.tip).toBe('1');
    expect(prediction.modelVersion).toBe(MODEL_VERSION);
    // and still the favourite away from home
    const reverse = model.predict(SALERNITANA, INTER);
    expect(reverse.probabilities.away).toBeGreaterThan(reverse.probabilities.home);
    expect(reverse.probabilities.away).toBeLessThan(prediction.probabilities.home);
  });

  it('returns probabilities in [0, 1], 1X2 summing to 1 and fair odds = 1/p', () => {
    const { probabilities: p, fairOdds, likelyScores } = model.predict('juventus-fc-ita', 'ac-milan-ita');
    for (const value of Object.values(p)) {
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThanOrEqual(1);
    }
    expect(p.home + p.draw + p.away).toBeCloseTo(1, 12);
    expect(fairOdds.home).toBeCloseTo(1 / p.home, 2);
    expect(fairOdds.draw).toBeCloseTo(1 / p.draw, 2);
    expect(fairOdds.away).toBeCloseTo(1 / p.away, 2);
    expect(likelyScores).toHaveLength(5);
  });

  it('reads its markets off its own score matrix', () => {
    const matrix = model.scoreMatrix(INTER, SALERNITANA);
    const { probabilities: p } = model.predict(INTER, SALERNITANA);
    let over = 0;
    let both = 0;
    matrix.cells.forEach((cell, index) => {
      const home = Math.floor(index / (matrix.maxGoals + 1));
      const away = index % (matrix.maxGoals + 1);
      if (home + away > 2) over += cell;
      if (home > 0 && away > 0) both += cell;
    });
    expect(p.over25).toBeCloseTo(over, 12);
    expect(p.bttsYes).toBeCloseTo(both, 12);
  });

  it('gives a team it has never seen the weaker prior of a club new to the league', () => {
    const promoted = model.rating('como-1907-ita', 'it.1');
    expect(promoted.fromPriorOnly).toBe(true);
    expect(promoted.isNewToLeague).toBe(true);
    const inter = model.rating(INTER);
    expect(promoted.attack).toBeLessThan(inter.attack);
    expect(promoted.defence).toBeLessThan(inter.defence);
    const prediction = model.predict('como-1907-ita', INTER, { competition: 'it.1' });
    expect(prediction.probabilities.away).toBeGreaterThan(prediction.probabilities.home);
  });

  it('gives no home advantage on a neutral ground', () => {
    const neutral = model.expectedGoals(INTER, SALERNITANA, { neutral: true });
    const atHome = model.expectedGoals(INTER, SALERNITANA);
    expect(atHome.home / neutral.home).toBeCloseTo(Math.exp(model.homeAdvantage), 10);
    expect(atHome.away).toBe(neutral.away);
  });
});

describe('fitModel determinism and speed', () => {
  it('returns identical predictions for the same input, whatever its order', () => {
    const first = fitModel(serieA, endOfSeason).predict(INTER, SALERNITANA);
    const again = fitModel(serieA, endOfSeason).predict(INTER, SALERNITANA);
    const reversed = fitModel([...serieA].reverse(), endOfSeason).predict(INTER, SALERNITANA);
    expect(again).toEqual(first);
    expect(reversed).toEqual(first);
  });

  it('fits two Premier League seasons (760 results) well under a second', () => {
    const results = [...realResults('2023-24', 'en.1'), ...realResults('2024-25', 'en.1')];
    fitModel(results, new Date('2025-07-01T00:00:00Z')); // warm-up
    const started = performance.now();
    const model = fitModel(results, new Date('2025-07-01T00:00:00Z'));
    expect(model.matchesUsed).toBe(760);
    expect(performance.now() - started).toBeLessThan(250);
  });
});
