/**
 * `npx tsx bench/predictions/tune.ts`: how the default hyper-parameters were chosen, on 2023-24 data only (no
 * 2024-25 result is read). The data starts in August 2023, so the tuning set is every domestic-league match of
 * 2023-24 from 1 November 2023 (all leagues in data/, ≈ 2,000 matches), each predicted from the results before
 * its week (refits on Mondays). One parameter at a time is varied around the current best, two passes; each
 * takes the value with the lowest log loss, except the half-life: the tuning set never crosses a summer break
 * (squad turnover), so within-season data keeps preferring "no decay"; there the shortest half-life whose log
 * loss is within one paired standard error of the best is taken (the usual one-standard-error rule).
 * The new-team (promoted club) offset cannot be tuned this way — no club is new to its league inside a single
 * season — so its prior mean is set from the clubs relegated at the end of 2023-24 (bottom three of each league
 * table, rated on all of 2023-24): promoted clubs are, on average, about as strong as the clubs they replace.
 */
import path from 'node:path';
import { DEFAULT_FIT_OPTIONS, fitModel, type FitOptions } from '../../src/modules/predictions/model/index.ts';
import { loadClubMatches, type DataMatch } from './loadMatches.ts';
import { logLoss, meanScores } from './scoring.ts';
import { walkForward } from './walkForward.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const data = await loadClubMatches(path.join(repoRoot, 'data'), ['2023-24']);
const targets = data.played.filter((m) => m.isLeague && m.date >= '2023-11-01');
const premierLeague = (m: DataMatch): boolean => m.competition === 'en.1';

type Tunable = 'halfLifeDays' | 'teamSd' | 'leagueSd' | 'cupWeight';
const GRID: Record<Tunable, number[]> = {
  halfLifeDays: [60, 90, 120, 180, 270, 365, 540, 730, 1095],
  teamSd: [0.1, 0.15, 0.2, 0.25, 0.3, 0.4, 0.6],
  leagueSd: [0.1, 0.2, 0.3, 0.5, 1],
  cupWeight: [0, 0.5, 1, 1.5],
};

interface Evaluation {
  all: number;
  pl: number;
  losses: number[];
}
const cache = new Map<string, Evaluation>();
function evaluate(options: Partial<FitOptions>): Evaluation {
  const key = JSON.stringify(options);
  const known = cache.get(key);
  if (known) return known;
  const { forecasts } = walkForward({ played: data.played, targets, options, refit: 'week' });
  const scores = {
    all: meanScores(forecasts).logLoss,
    pl: meanScores(forecasts.filter((f) => premierLeague(f.match))).logLoss,
    losses: forecasts.map((f) => logLoss(f.p, f.outcome)),
  };
  cache.set(key, scores);
  return scores;
}

/** Standard error of the mean paired difference of two runs' per-match log losses. */
function pairedStandardError(a: readonly number[], b: readonly number[]): number {
  const d = a.map((x, i) => x - b[i]!);
  const mean = d.reduce((s, x) => s + x, 0) / d.length;
  const variance = d.reduce((s, x) => s + (x - mean) ** 2, 0) / (d.length - 1);
  return Math.sqrt(variance / d.length);
}

/** Starting point: the a-priori guesses made before any tuning. */
let best: Partial<FitOptions> = { halfLifeDays: 180, teamSd: 0.3, leagueSd: 0.5, cupWeight: 1 };
console.log(
  `Tuning set: ${targets.length} league matches of 2023-24 from 2023-11-01 (${targets.filter(premierLeague).length} PL)`,
);
for (let pass = 1; pass <= 2; pass++) {
  for (const name of Object.keys(GRID) as Tunable[]) {
    console.log(`\npass ${pass}, ${name} (others: ${JSON.stringify(best)})`);
    console.log(
      `| ${name} | log loss, all leagues | paired SE vs best | log loss, PL |\n|---:|---:|---:|---:|`,
    );
    const runs = GRID[name].map((value) => ({ value, score: evaluate({ ...best, [name]: value }) }));
    const top = runs.reduce((a, b) => (b.score.all < a.score.all - 1e-9 ? b : a));
    for (const { value, score } of runs) {
      const se = pairedStandardError(score.losses, top.score.losses);
      console.log(`| ${value} | ${score.all.toFixed(4)} | ${se.toFixed(4)} | ${score.pl.toFixed(4)} |`);
    }
    const chosen =
      name === 'halfLifeDays'
        ? runs.find(
            (run) => run.score.all <= top.score.all + pairedStandardError(run.score.losses, top.score.losses),
          )!
        : top;
    best = { ...best, [name]: chosen.value };
  }
}
const final = evaluate(best);
console.log(`\nChosen: ${JSON.stringify(best)} → all ${final.all.toFixed(4)}, PL ${final.pl.toFixed(4)}`);
console.log(`Current defaults: ${JSON.stringify(DEFAULT_FIT_OPTIONS)}`);

// prior mean of the new-team offset: relegated clubs of 2023-24 relative to their league's average club
const endOfSeason = fitModel(data.played, new Date('2024-07-01T00:00:00Z'), best);
const offsets: number[] = [];
for (const league of [...new Set(data.played.filter((m) => m.isLeague).map((m) => m.competition))].sort()) {
  const table = new Map<string, number>();
  for (const m of data.played.filter((x) => x.competition === league && x.isLeague)) {
    const [home, away] = m.homeGoals > m.awayGoals ? [3, 0] : m.homeGoals === m.awayGoals ? [1, 1] : [0, 3];
    table.set(String(m.homeTeamId), (table.get(String(m.homeTeamId)) ?? 0) + home);
    table.set(String(m.awayTeamId), (table.get(String(m.awayTeamId)) ?? 0) + away);
  }
  const ranked = [...table].sort((a, b) => b[1] - a[1]).map(([team]) => team);
  const ratings = ranked.map((team) => endOfSeason.rating(team));
  const meanAttack = ratings.reduce((s, r) => s + r.attack, 0) / ratings.length;
  const meanDefence = ratings.reduce((s, r) => s + r.defence, 0) / ratings.length;
  const bottom = ratings.slice(-3);
  const attack = bottom.reduce((s, r) => s + r.attack - meanAttack, 0) / 3;
  const defence = bottom.reduce((s, r) => s + r.defence - meanDefence, 0) / 3;
  offsets.push(attack, defence);
  console.log(
    `${league}: bottom three ${ranked.slice(-3).join(', ')}: attack ${attack.toFixed(3)}, defence ${defence.toFixed(3)}`,
  );
}
console.log(
  `Mean offset of relegated clubs (attack and defence together): ${(offsets.reduce((s, x) => s + x, 0) / offsets.length).toFixed(3)}`,
);
