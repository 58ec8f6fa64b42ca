/**
 * Walk-forward evaluation: targets are predicted in date order, each from a fit on the results that kicked
 * off before midnight (UTC-read local time) of the target's date — one refit per matchday, never a result of
 * that day or later.
 */
import { fitModel, type FitOptions, type TeamId } from '../../src/modules/predictions/model/index.ts';
import type { DataMatch } from './loadMatches.ts';
import { outcomeOf, type Outcome3, type OutcomeIndex } from './scoring.ts';

export interface Forecast {
  match: DataMatch;
  p: Outcome3;
  outcome: OutcomeIndex;
  over25: number;
  bttsYes: number;
}

export interface WalkForwardResult {
  forecasts: Forecast[];
  fits: number;
  fitMs: number[];
  /** Results each fit learned from. */
  fitMatches: number[];
}

export interface WalkForwardInput {
  played: readonly DataMatch[];
  targets: readonly DataMatch[];
  options?: Partial<FitOptions>;
  /** League fixtures of the target season(s) (scheduled ones too) that place each club in its league. */
  fixtures?: readonly DataMatch[];
  /** Refit once per `day` (default) or once per ISO `week` (faster, for tuning; still no leakage). */
  refit?: 'day' | 'week';
}

export function walkForward(input: WalkForwardInput): WalkForwardResult {
  const { played, targets, options = {}, refit = 'day', fixtures = targets } = input;
  const byCutoff = new Map<string, DataMatch[]>();
  for (const target of targets) {
    const cutoff = refit === 'day' ? target.date : mondayOf(target.date);
    let group = byCutoff.get(cutoff);
    if (!group) byCutoff.set(cutoff, (group = []));
    group.push(target);
  }
  const forecasts: Forecast[] = [];
  const fitMs: number[] = [];
  const fitMatches: number[] = [];
  for (const [cutoff, group] of [...byCutoff].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const asOf = new Date(`${cutoff}T00:00:00Z`);
    const teamLeagues = currentLeagues(fixtures, group[0]!.season);
    const started = performance.now();
    const model = fitModel(played, asOf, { ...options, teamLeagues });
    fitMs.push(performance.now() - started);
    fitMatches.push(model.matchesUsed);
    for (const match of group) {
      const { probabilities: p } = model.predict(match.homeTeamId, match.awayTeamId, {
        competition: match.competition,
        neutral: match.neutral ?? false,
      });
      const outcome = outcomeOf(match.homeGoals, match.awayGoals);
      forecasts.push({ match, p: [p.home, p.draw, p.away], outcome, over25: p.over25, bttsYes: p.bttsYes });
    }
  }
  return { forecasts, fits: fitMs.length, fitMs, fitMatches };
}

/**
 * Each club's league in the target season, from the fixture list (known before the season starts; no
 * results are read): this is how a promoted club is placed in its new league.
 */
function currentLeagues(fixtures: readonly DataMatch[], season: string): Map<TeamId, string> {
  const leagues = new Map<TeamId, string>();
  for (const match of fixtures) {
    if (!match.isLeague || match.season !== season) continue;
    leagues.set(match.homeTeamId, match.competition);
    leagues.set(match.awayTeamId, match.competition);
  }
  return leagues;
}

function mondayOf(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  const offset = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - offset * 86_400_000).toISOString().slice(0, 10);
}
