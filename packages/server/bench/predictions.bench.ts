/**
 * `npm run bench:predictions`: walk-forward test of the prediction model on every Premier League 2024-25 match.
 * Each matchday is predicted from a fit on the results before that day (all club leagues and UEFA cups in
 * data/, from 2023-24 on), and compared by log loss and Brier score with Bet365's normalized implied
 * probabilities (read from ../shared, never from the repository) and with the 2023-24 outcome frequencies.
 * Goal: well ahead of the baseline, log loss within 3% of the bookmaker's. Figures: docs/performance-predictions.md.
 */
import path from 'node:path';
import { DEFAULT_FIT_OPTIONS, MODEL_VERSION, fitModel } from '../src/modules/predictions/model/index.ts';
import { outcomeFrequencies } from './predictions/baseline.ts';
import { loadClubMatches, type DataMatch } from './predictions/loadMatches.ts';
import { loadImpliedProbabilities } from './predictions/loadOdds.ts';
import { binaryTable, scoresTable, timingSummary } from './predictions/report.ts';
import { binaryLogLoss, meanScores, pairedLogLossDifference, type Scores } from './predictions/scoring.ts';
import { walkForward, type Forecast } from './predictions/walkForward.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const started = performance.now();
const implied = await loadImpliedProbabilities(repoRoot);
const data = await loadClubMatches(path.join(repoRoot, 'data'));
const premierLeague = (season: string) => (m: DataMatch) => m.competition === 'en.1' && m.season === season;

function oddsForecasts(forecasts: readonly Forecast[]) {
  const missing = forecasts.find((f) => !implied.has(f.match.id));
  if (missing) throw new Error(`no odds for ${missing.match.id}`);
  return forecasts.map((f) => ({ p: implied.get(f.match.id)!, outcome: f.outcome }));
}
const withOdds = (forecasts: readonly Forecast[]): Scores => meanScores(oddsForecasts(forecasts));

// 1. the test: Premier League 2024-25, one refit per matchday
const targets = data.played.filter(premierLeague('2024-25'));
const fixtures = data.matches.filter((m) => m.season === '2024-25' && m.isLeague);
const run = walkForward({ played: data.played, targets, fixtures });
const earlier = data.played.filter(premierLeague('2023-24'));
const baseline = outcomeFrequencies(earlier);
const bookmaker = withOdds(run.forecasts);
const main: [string, Scores][] = [
  [`Model (${MODEL_VERSION})`, meanScores(run.forecasts)],
  ['Bet365 implied, normalized', bookmaker],
  [
    'Baseline: PL 2023-24 H/D/A frequencies',
    meanScores(run.forecasts.map((f) => ({ p: baseline, outcome: f.outcome }))),
  ],
];

// 2. goal markets (no bookmaker odds for them): against the 2023-24 frequencies
const rate = (happened: (m: DataMatch) => boolean): number =>
  earlier.filter(happened).length / earlier.length;
const isOver = (m: DataMatch): boolean => m.homeGoals + m.awayGoals > 2;
const isBtts = (m: DataMatch): boolean => m.homeGoals > 0 && m.awayGoals > 0;
const market = (p: (f: Forecast) => number, happened: (m: DataMatch) => boolean) => ({
  count: run.forecasts.length,
  model: binaryLogLoss(run.forecasts.map((f) => ({ p: p(f), happened: happened(f.match) }))),
  baseline: binaryLogLoss(run.forecasts.map((f) => ({ p: rate(happened), happened: happened(f.match) }))),
});

// 3. the tuning period for reference (hyper-parameters were chosen on 2023-24: in-sample there)
const tuning = walkForward({
  played: data.played,
  targets: data.played.filter((m) => premierLeague('2023-24')(m) && m.date >= '2023-11-01'),
  fixtures: data.matches.filter((m) => m.season === '2023-24' && m.isLeague),
});

// 4. serving cost: one fit on two Premier League seasons only (760 results)
const twoSeasons = data.played.filter((m) => m.competition === 'en.1' && m.season <= '2024-25');
fitModel(twoSeasons, new Date('2025-07-01T00:00:00Z')); // warm-up
const plStarted = performance.now();
const plModel = fitModel(twoSeasons, new Date('2025-07-01T00:00:00Z'));
const plFitMs = performance.now() - plStarted;

console.log(`\n## Premier League 2024-25, walk-forward (${run.fits} refits, one per matchday)\n`);
console.log(scoresTable(main, bookmaker));
const gap = pairedLogLossDifference(run.forecasts, oddsForecasts(run.forecasts));
console.log(
  `\nModel − bookmaker log loss: ${gap.mean.toFixed(4)} (paired standard error ${gap.standardError.toFixed(4)})`,
);
console.log('\n## Goal markets, Premier League 2024-25\n');
console.log(
  binaryTable([
    ['Over/Under 2.5', market((f) => f.over25, isOver)],
    ['Both teams to score', market((f) => f.bttsYes, isBtts)],
  ]),
);
console.log(
  '\n## Premier League 2023-24 from 1 Nov 2023 (tuning period: in-sample for the hyper-parameters)\n',
);
const tuningBookmaker = withOdds(tuning.forecasts);
console.log(
  scoresTable(
    [
      [`Model (${MODEL_VERSION})`, meanScores(tuning.forecasts)],
      ['Bet365 implied, normalized', tuningBookmaker],
    ],
    tuningBookmaker,
  ),
);
console.log('\n## Timing\n');
console.log(`- 2024-25 walk-forward, all leagues + UEFA: ${timingSummary(run.fitMs, run.fitMatches)}`);
console.log(
  `- One fit on PL 2023-24 + 2024-25 only (${plModel.matchesUsed} results): ${plFitMs.toFixed(1)} ms (${plModel.sweeps} sweeps)`,
);
console.log(`- Options: \`${JSON.stringify(DEFAULT_FIT_OPTIONS)}\``);
console.log(
  `- Bench run time: ${((performance.now() - started) / 1000).toFixed(1)} s (Node ${process.version})`,
);
